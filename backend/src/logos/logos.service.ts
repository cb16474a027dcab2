import { changesOf } from '../audit/audit-changes';
import { AuditLog } from '../audit/audit-log';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LIMITS, type ClientLogoAnswer, type logoSchema } from '@prism/contracts';
import { Repository } from 'typeorm';
import type { z } from 'zod';
import { DomainError, notFound } from '../common/domain-error';
import { PublicReadCache, type PublicAnswer } from '../content-version/public-read-cache';
import { sanitizeSvg } from '../svg/svg-sanitizer';
import { ClientLogo } from './client-logo.entity';
import { byDisplayOrder, toClientLogoAnswer } from './logo.mapper';

export type LogoInput = z.output<typeof logoSchema>;

/**
 * Client logos. The list is short (a logo strip), so it is sorted here rather than in
 * SQL: the order is then the same on SQLite and PostgreSQL.
 */
@Injectable()
export class LogosService {
  constructor(
    @InjectRepository(ClientLogo) private readonly logos: Repository<ClientLogo>,
    private readonly reads: PublicReadCache,
    private readonly audit: AuditLog,
  ) {}

  listActive(): Promise<PublicAnswer<readonly ClientLogoAnswer[]>> {
    return this.reads.answer('logos active', async () => {
      const logos = await this.logos.find({ where: { active: true } });
      // The strip shows so many at most, however many are active: the page stays bounded.
      return logos.sort(byDisplayOrder).slice(0, LIMITS.logoStrip).map(toClientLogoAnswer);
    });
  }

  async listAll(): Promise<ClientLogoAnswer[]> {
    const logos = await this.logos.find();
    return logos.sort(byDisplayOrder).map(toClientLogoAnswer);
  }

  async create(input: LogoInput): Promise<ClientLogoAnswer> {
    const logo = this.logos.create(toStored(input));
    const saved = await this.audit.change(
      (tx) => tx.save(logo),
      (row) => ({
        action: 'logo.create',
        target: logoTarget(row),
        changes: changesOf(null, row, LOGO_FIELDS),
      }),
    );
    return toClientLogoAnswer(saved);
  }

  async update(id: number, input: LogoInput): Promise<ClientLogoAnswer> {
    const values = toStored(input);
    const { after } = await this.audit.change(
      async (tx) => {
        const was = await tx.findOneBy(ClientLogo, { id });
        if (!was) throw notFound('logo');
        await tx.update(ClientLogo, { id }, values);
        return { before: was, after: await tx.findOneByOrFail(ClientLogo, { id }) };
      },
      (change) => ({
        action: 'logo.update',
        target: logoTarget(change.after),
        changes: changesOf(change.before, change.after, LOGO_FIELDS),
      }),
    );
    return toClientLogoAnswer(after);
  }

  async delete(id: number): Promise<void> {
    await this.audit.change(
      async (tx) => {
        const logo = await tx.findOneBy(ClientLogo, { id });
        if (!logo) throw notFound('logo');
        await tx.delete(ClientLogo, { id });
        return logo;
      },
      (logo) => ({
        action: 'logo.delete',
        target: logoTarget(logo),
        changes: changesOf(logo, null, LOGO_FIELDS),
      }),
    );
  }
}

const LOGO_FIELDS = ['name', 'iconType', 'iconValue', 'order', 'active'] as const;

function logoTarget(logo: ClientLogo) {
  return { type: 'logo', id: logo.id, label: logo.name };
}

/**
 * 'image' is the admin form's name for an uploaded SVG: it is stored as svg-code. SVG
 * markup is sanitised on every save, whatever path it came by.
 */
function toStored(input: LogoInput): Omit<ClientLogo, 'id' | 'createdAt' | 'updatedAt'> {
  const svg = input.iconType === 'svg-code' || input.iconType === 'image';
  return {
    name: input.name,
    iconType: svg ? 'svg-code' : input.iconType,
    iconValue: svg ? sanitizeLogoSvg(input.iconValue) : input.iconValue,
    order: input.order,
    active: input.active,
  };
}

function sanitizeLogoSvg(markup: string): string {
  try {
    return sanitizeSvg(markup);
  } catch (error) {
    // The sanitiser's refusal, naming the field it came from.
    if (error instanceof DomainError && error.code === 'svg_unsafe') {
      throw new DomainError('svg_unsafe', error.params as { problem: string }, {
        fields: [{ field: 'iconValue', code: 'invalid' }],
      });
    }
    throw error;
  }
}
