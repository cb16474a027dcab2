import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ClientLogoDto, logoSchema } from '@prism/contracts';
import { Repository } from 'typeorm';
import type { z } from 'zod';
import { DomainError, notFound } from '../common/domain-error';
import { PublicReadCache, type PublicAnswer } from '../content-version/public-read-cache';
import { sanitizeSvg } from '../svg/svg-sanitizer';
import { ClientLogo } from './client-logo.entity';
import { byDisplayOrder, toClientLogoDto } from './logo.mapper';

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
  ) {}

  listActive(): Promise<PublicAnswer<readonly ClientLogoDto[]>> {
    return this.reads.answer('logos active', async () => {
      const logos = await this.logos.find({ where: { active: true } });
      return logos.sort(byDisplayOrder).map(toClientLogoDto);
    });
  }

  async listAll(): Promise<ClientLogoDto[]> {
    const logos = await this.logos.find();
    return logos.sort(byDisplayOrder).map(toClientLogoDto);
  }

  async create(input: LogoInput): Promise<ClientLogoDto> {
    const logo = this.logos.create(toStored(input));
    return toClientLogoDto(await this.logos.save(logo));
  }

  async update(id: number, input: LogoInput): Promise<ClientLogoDto> {
    const values = toStored(input);
    const result = await this.logos.update({ id }, values);
    const logo = result.affected ? await this.logos.findOneBy({ id }) : null;
    if (!logo) throw notFound('Logo');
    return toClientLogoDto(logo);
  }

  async delete(id: number): Promise<void> {
    const result = await this.logos.delete({ id });
    if (!result.affected) throw notFound('Logo');
  }
}

/**
 * 'image' is the admin form's name for an uploaded SVG: it is stored as svg-code. SVG
 * markup is sanitised on every save, whatever path it came by (ADR 008).
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
    if (error instanceof DomainError) {
      throw new DomainError(error.code, `iconValue: ${error.message}`);
    }
    throw error;
  }
}
