import {
  applyDecorators,
  createParamDecorator,
  Injectable,
  SetMetadata,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiExtension } from '@nestjs/swagger';
import { revisionOfEtag, type RevisionKind, type SessionUser } from '@prism/contracts';
import type { Request, Response } from 'express';
import { from, mergeMap, type Observable } from 'rxjs';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { PortfolioItem } from '../portfolio/portfolio-item.entity';
import { RecordKinds } from './record-kinds';
import { LANDING_ID, SETTINGS_ID } from './record-snapshots';
import { RevisionsService } from './revisions.service';

const EDITABLE = 'prism:editable-record';
/** Marks the operation in the OpenAPI document; completeDocument adds the headers and errors. */
export const EDITABLE_EXTENSION = 'x-editable-record';

/** The ETag of a record's version. */
export const etagOf = (version: number) => `"r${version}"`;

/**
 * The concurrency rule (ADR 058, ADR 081). On a staff read of an editable record it sends
 * the record's version as `ETag`; on a write it answers the record's new version as `ETag`.
 * A write names the version it started from with `If-Match` (the `IfMatch` parameter): its
 * service passes it to `RevisionsService.open`, which merges or refuses in the transaction.
 */
export const EditableRecord = (kind: RevisionKind) =>
  applyDecorators(
    SetMetadata(EDITABLE, kind),
    UseInterceptors(RecordVersionInterceptor),
    ApiExtension(EDITABLE_EXTENSION, kind),
  );

/**
 * On a route that creates an editable record, answers with the new record's ETag, so a
 * client can save what it just created without reading it first (the write that created
 * it also wrote its first revision). The answer carries the record's `id`.
 */
export const CreatesEditableRecord = (kind: RevisionKind) =>
  applyDecorators(SetMetadata(EDITABLE, kind), UseInterceptors(CreatedRecordVersionInterceptor));

@Injectable()
export class CreatedRecordVersionInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly revisions: RevisionsService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const kind = this.reflector.get<RevisionKind>(EDITABLE, context.getHandler());
    const res = context.switchToHttp().getResponse<Response>();
    return answerWithVersion(next, res, this.revisions, kind, (value) =>
      String((value as { id: number }).id),
    );
  }
}

/** The handler's answer, once its write is done, with the record's version as `ETag`. */
function answerWithVersion(
  next: CallHandler,
  res: Response,
  revisions: RevisionsService,
  kind: RevisionKind,
  recordIdOf: (answer: unknown) => string,
): Observable<unknown> {
  return next.handle().pipe(
    mergeMap((answer: unknown) =>
      from(
        revisions.version(kind, recordIdOf(answer)).then((now) => {
          if (!res.headersSent) res.setHeader('ETag', etagOf(now?.number ?? 0));
          return answer;
        }),
      ),
    ),
  );
}

@Injectable()
export class RecordVersionInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly revisions: RevisionsService,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly kinds: RecordKinds,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const kind = this.reflector.get<RevisionKind>(EDITABLE, context.getHandler());
    const http = context.switchToHttp();
    const req = http.getRequest<Request & { user?: SessionUser }>();
    const res = http.getResponse<Response>();
    const recordId = await this.recordIdOf(kind, req);
    // No such record (or a malformed id): the route's own pipe or service answers 400/404.
    if (recordId === null) return next.handle();
    if (req.method === 'GET' || req.method === 'HEAD') {
      if (req.user) {
        const version = (await this.revisions.current(kind, recordId))?.number ?? 0;
        // sendPublicAnswer adds its bytes' hash, so If-None-Match still sees every change.
        res.locals.recordVersion = version;
        res.setHeader('ETag', etagOf(version));
      }
      return next.handle();
    }
    // A write of a record that exists must name the version it started from (IfMatch
    // reads it); a missing record is left to the route's own 404.
    if (!req.get('If-Match')?.trim()) throw ifMatchRequired();
    return answerWithVersion(next, res, this.revisions, kind, () => recordId);
  }

  private async recordIdOf(kind: RevisionKind, req: Request): Promise<string | null> {
    const defined = this.kinds.get(kind);
    if (defined?.fixedId !== undefined) return defined.fixedId;
    if (kind === 'settings') return SETTINGS_ID;
    if (kind === 'landing') return LANDING_ID;
    const raw: unknown = req.params.id;
    const id = typeof raw === 'string' ? raw : '';
    if (!/^[1-9]\d{0,9}$/.test(id)) return null;
    const { manager } = this.dataSource;
    const exists = defined
      ? await defined.exists(manager, id)
      : await manager.existsBy(PortfolioItem, { id: Number(id) });
    return exists ? id : null;
  }
}

/**
 * The version a write started from, named by its `If-Match` (the ETag of the person's
 * read): 412 when it names no version.
 */
export const IfMatch = createParamDecorator(
  (_data: unknown, context: ExecutionContext): number | null => {
    const given = context.switchToHttp().getRequest<Request>().get('If-Match');
    // Absent only where the record does not exist (the interceptor answered 428 otherwise).
    if (!given?.trim()) return null;
    const named = given
      .split(',')
      .map((tag) => revisionOfEtag(tag))
      .filter((n): n is number => n !== null);
    if (named.length === 0) {
      throw new DomainError('precondition_failed');
    }
    return Math.max(...named);
  },
);

const ifMatchRequired = () => new DomainError('precondition_required');
