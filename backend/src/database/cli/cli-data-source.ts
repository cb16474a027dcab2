import { DataSource } from 'typeorm';
import { loadConfig } from '../../config/app-config';
import { dataSourceOptions } from '../data-source-options';

/** A DataSource for the configured database (same env as the server), without auto-migrate. */
export async function openCliDataSource(): Promise<DataSource> {
  const config = loadConfig(process.env);
  return new DataSource(dataSourceOptions(config.database, false)).initialize();
}
