import type { CaseStudyFieldsDto } from './case-study';
/** Shapes of the answers the client reads (docs/product.md#data, docs/product.md#api). */
import type { LogoIconType } from './options';
import type { Permission, Role } from './permissions';

/** Every error the API sends has this shape (one exception filter writes it). */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** Present on validation failures: which field failed and why. */
  fields?: { field: string; message: string }[];
}

export interface SessionUser {
  id: number;
  username: string;
  role: Role;
}

export interface AuthCheckResponse {
  authenticated: boolean;
  user: SessionUser | null;
  permissions: Permission[];
  /** Shown on the login screen only while the server runs in demo mode; null otherwise. */
  demoCredentials: { username: string; password: string } | null;
}

export interface UserDto {
  id: number;
  username: string;
  role: Role;
  createdAt: string;
}

export interface ImageVariant {
  url: string;
  width: number;
  height: number;
  format: 'avif' | 'webp' | 'jpeg';
}

export interface PortfolioItemDto extends CaseStudyFieldsDto {
  id: number;
  title: string;
  client: string;
  description: string;
  /** A PortfolioCategory key in practice; the answer type does not narrow it. */
  category: string;
  year: string;
  imageUrl: string | null;
  image: { width: number; height: number; variants: ImageVariant[] } | null;
  featured: boolean;
  createdAt: string;
}

export interface ContactMessageDto {
  id: number;
  name: string;
  email: string;
  company: string;
  /** An InquiryService key in practice; the answer type does not narrow it. */
  service: string;
  message: string;
  reply: string | null;
  repliedAt: string | null;
  read: boolean;
  createdAt: string;
}

/** Paging facts of GET /api/contact, sent as headers so the answer stays a plain array. */
export const INBOX_HEADERS = {
  total: 'X-Total-Count',
  page: 'X-Page',
  pageSize: 'X-Page-Size',
} as const;

export interface UnreadCountResponse {
  count: number;
}

/** `message` is the toast text (docs/product.md#messages); the saved message travels beside it. */
export interface ReplyResponse {
  message: string;
  contactMessage: ContactMessageDto;
}

export interface ClientLogoDto {
  id: number;
  name: string;
  iconType: LogoIconType;
  iconValue: string;
  order: number | null;
  active: boolean;
  createdAt: string;
}

export interface SvgUploadResponse {
  /** Sanitised markup, to be saved as iconValue with iconType svg-code. */
  svgContent: string;
}
