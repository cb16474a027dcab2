/** Shapes of the answers the client reads (SPEC §3 and §7). */
import type { LogoIconType, InquiryService, PortfolioCategory } from './options';
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

export interface PortfolioItemDto {
  id: number;
  title: string;
  client: string;
  description: string;
  category: PortfolioCategory | string;
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
  service: InquiryService | string;
  message: string;
  reply: string | null;
  repliedAt: string | null;
  read: boolean;
  createdAt: string;
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
