import * as migration_20261122_031520_initial from './20261122_031520_initial';
import * as migration_20261122_034222_commerce from './20261122_034222_commerce';

export const migrations = [
  {
    up: migration_20261122_031520_initial.up,
    down: migration_20261122_031520_initial.down,
    name: '20261122_031520_initial',
  },
  {
    up: migration_20261122_034222_commerce.up,
    down: migration_20261122_034222_commerce.down,
    name: '20261122_034222_commerce'
  },
];
