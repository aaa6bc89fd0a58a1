import * as migration_20261122_031520_initial from './20261122_031520_initial';
import * as migration_20261122_040000_job_search from './20261122_040000_job_search';

export const migrations = [
  {
    up: migration_20261122_031520_initial.up,
    down: migration_20261122_031520_initial.down,
    name: '20261122_031520_initial'
  },
  {
    up: migration_20261122_040000_job_search.up,
    down: migration_20261122_040000_job_search.down,
    name: '20261122_040000_job_search'
  },
];
