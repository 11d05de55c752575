import * as migration_20261125_110824_initial from './20261125_110824_initial';

export const migrations = [
  {
    up: migration_20261125_110824_initial.up,
    down: migration_20261125_110824_initial.down,
    name: '20261125_110824_initial'
  },
];
