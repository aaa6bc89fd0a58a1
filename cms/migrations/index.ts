import * as migration_20261122_031520_initial from './20261122_031520_initial';
import * as migration_20261122_034156_ingestion from './20261122_034156_ingestion';

export const migrations = [
  {
    up: migration_20261122_031520_initial.up,
    down: migration_20261122_031520_initial.down,
    name: '20261122_031520_initial',
  },
  {
    up: migration_20261122_034156_ingestion.up,
    down: migration_20261122_034156_ingestion.down,
    name: '20261122_034156_ingestion'
  },
];
