import * as migration_20261121_120936_initial from './20261121_120936_initial';

export const migrations = [
  {
    up: migration_20261121_120936_initial.up,
    down: migration_20261121_120936_initial.down,
    name: '20261121_120936_initial'
  },
];
