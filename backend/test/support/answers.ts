/**
 * supertest types every answer body as `any`; these name the contract shape a test reads,
 * so a typo in a field name fails the typecheck instead of comparing `undefined`.
 */
import type {
  ApiErrorBody,
  AuthCheckResponse,
  ClientLogoDto,
  ContactMessageDto,
  PortfolioItemDto,
  ReplyResponse,
  SiteSettings,
  SvgUploadResponse,
  UserDto,
} from '@prism/contracts';

interface Answer {
  body: unknown;
}

/** An error answer, or any answer that carries a `message`. */
export const errorOf = (res: Answer) => res.body as ApiErrorBody;
export const authOf = (res: Answer) => res.body as AuthCheckResponse;
export const logoOf = (res: Answer) => res.body as ClientLogoDto;
export const logosOf = (res: Answer) => res.body as ClientLogoDto[];
export const itemOf = (res: Answer) => res.body as PortfolioItemDto;
export const itemsOf = (res: Answer) => res.body as PortfolioItemDto[];
export const messagesOf = (res: Answer) => res.body as ContactMessageDto[];
export const replyOf = (res: Answer) => res.body as ReplyResponse;
export const settingsOf = (res: Answer) => res.body as SiteSettings;
export const svgOf = (res: Answer) => res.body as SvgUploadResponse;
export const usersOf = (res: Answer) => res.body as UserDto[];
/** The id of a row an answer created or named. */
export const idOf = (res: Answer) => (res.body as { id: number }).id;
/** The ids of a list answer, in its order. */
export const idsOf = (res: Answer) => (res.body as { id: number }[]).map((row) => row.id);
