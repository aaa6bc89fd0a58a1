import * as migration_20261122_031520_initial from './20261122_031520_initial';

export const migrations = [
  {
    up: migration_20261122_031520_initial.up,
    down: migration_20261122_031520_initial.down,
    name: '20261122_031520_initial'
  },
];
