import * as migration_20261121_120936_initial from './20261121_120936_initial';
import * as migration_20261121_125310_news_search_text from './20261121_125310_news_search_text';

export const migrations = [
  {
    up: migration_20261121_120936_initial.up,
    down: migration_20261121_120936_initial.down,
    name: '20261121_120936_initial',
  },
  {
    up: migration_20261121_125310_news_search_text.up,
    down: migration_20261121_125310_news_search_text.down,
    name: '20261121_125310_news_search_text'
  },
];
