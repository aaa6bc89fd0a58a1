import * as migration_20261122_031520_initial from './20261122_031520_initial';
import * as migration_20261122_035559_toolkit_tools from './20261122_035559_toolkit_tools';

export const migrations = [
  {
    up: migration_20261122_031520_initial.up,
    down: migration_20261122_031520_initial.down,
    name: '20261122_031520_initial',
  },
  {
    up: migration_20261122_035559_toolkit_tools.up,
    down: migration_20261122_035559_toolkit_tools.down,
    name: '20261122_035559_toolkit_tools'
  },
];
