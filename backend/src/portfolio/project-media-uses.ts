import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { MediaLibraryService } from '../media-library/media-library.service';
import { PortfolioItem } from './portfolio-item.entity';

/** The library's "used in" (ADR 097): the projects whose cover is one of its images. */
@Injectable()
export class ProjectMediaUses implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly library: MediaLibraryService,
  ) {}

  onModuleInit(): void {
    this.library.registerUses('project', async (mediaIds) => {
      const rows = await this.dataSource.manager.find(PortfolioItem, {
        select: { id: true, title: true, titleFr: true, coverMediaId: true },
        where: { coverMediaId: In([...mediaIds]) },
        order: { id: 'ASC' },
      });
      return rows.map((row) => ({
        mediaId: row.coverMediaId as number,
        id: row.id,
        label: row.titleFr || row.title,
        adminPath: `/admin/portfolio/edit/${row.id}`,
      }));
    });
  }
}
