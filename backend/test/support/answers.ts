/**
 * supertest types every answer body as `any`; these name the contract shape a test reads,
 * so a typo in a field name fails the typecheck instead of comparing `undefined`.
 */
import type {
  ApiErrorBody,
  AuthCheckAnswer,
  ClientLogoAnswer,
  ContactMessageAnswer,
  ContactNoteAnswer,
  Page,
  PortfolioItemAnswer,
  SiteSettings,
  SvgUploadAnswer,
  UserAnswer,
} from '@prism/contracts';

interface Answer {
  body: unknown;
}

/** An error answer, or any answer that carries a `message`. */
export const errorOf = (res: Answer) => res.body as ApiErrorBody;
export const authOf = (res: Answer) => res.body as AuthCheckAnswer;
export const logoOf = (res: Answer) => res.body as ClientLogoAnswer;
/** The active logos (the strip's list, whole). */
export const logosOf = (res: Answer) => res.body as ClientLogoAnswer[];
/** The items of a page of a list (ADR 092): `{ items, nextCursor }`. */
export const pageOf = <T = { id: number }>(res: Answer) => res.body as Page<T>;
export const logoPageOf = (res: Answer) => pageOf<ClientLogoAnswer>(res).items;
export const itemOf = (res: Answer) => res.body as PortfolioItemAnswer;
export const itemsOf = (res: Answer) => pageOf<PortfolioItemAnswer>(res).items;
export const messagesOf = (res: Answer) => pageOf<ContactMessageAnswer>(res).items;
export const settingsOf = (res: Answer) => res.body as SiteSettings;
export const svgOf = (res: Answer) => res.body as SvgUploadAnswer;
export const usersOf = (res: Answer) => res.body as UserAnswer[];
export const userOf = (res: Answer) => res.body as UserAnswer;
export const messageOf = (res: Answer) => res.body as ContactMessageAnswer;
export const noteOf = (res: Answer) => res.body as ContactNoteAnswer;
export const notesOf = (res: Answer) => res.body as ContactNoteAnswer[];
/** The id of a row an answer created or named. */
export const idOf = (res: Answer) => (res.body as { id: number }).id;
/** The ids of a page's items, in its order. */
export const idsOf = (res: Answer) => pageOf(res).items.map((row) => row.id);
