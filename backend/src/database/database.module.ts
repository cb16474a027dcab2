import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';
import { bindSqliteIntegers } from './sqlite-integer-parameters';
import { serializeSqliteAccess } from './sqlite-serializer';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        ...dataSourceOptions(config.database, config.migrateOnStart),
        retryAttempts: config.env === 'test' ? 0 : 5,
        retryDelay: 2000,
      }),
      dataSourceFactory: async (options) => {
        if (!options) throw new Error('TypeORM gave the data source factory no options');
        const dataSource = await new DataSource(options).initialize();
        serializeSqliteAccess(dataSource);
        bindSqliteIntegers(dataSource);
        return dataSource;
      },
    }),
  ],
})
export class DatabaseModule {}
