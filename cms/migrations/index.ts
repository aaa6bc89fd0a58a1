import * as migration_20261122_031520_initial from './20261122_031520_initial';
import * as migration_20261122_034222_commerce from './20261122_034222_commerce';
import * as migration_20261122_034500_auth_security from './20261122_034500_auth_security';

export const migrations = [
  {
    up: migration_20261122_031520_initial.up,
    down: migration_20261122_031520_initial.down,
    name: '20261122_031520_initial',
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
];
