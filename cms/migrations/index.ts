import * as migration_20261122_031520_initial from './20261122_031520_initial';
import * as migration_20261122_034156_ingestion from './20261122_034156_ingestion';
import * as migration_20261122_034222_commerce from './20261122_034222_commerce';
import * as migration_20261122_034500_auth_security from './20261122_034500_auth_security';
import * as migration_20261122_035559_toolkit_tools from './20261122_035559_toolkit_tools';

export const migrations = [
  {
    up: migration_20261122_031520_initial.up,
    down: migration_20261122_031520_initial.down,
    name: '20261122_031520_initial',
  },
  {
    up: migration_20261122_034156_ingestion.up,
    down: migration_20261122_034156_ingestion.down,
    name: '20261122_034156_ingestion',
  },
  {
    up: migration_20261122_034222_commerce.up,
    down: migration_20261122_034222_commerce.down,
    name: '20261122_034222_commerce',
  },
  {
    up: migration_20261122_034500_auth_security.up,
    down: migration_20261122_034500_auth_security.down,
    name: '20261122_034500_auth_security',
  },
  {
    up: migration_20261122_035559_toolkit_tools.up,
    down: migration_20261122_035559_toolkit_tools.down,
    name: '20261122_035559_toolkit_tools',
  },
];
