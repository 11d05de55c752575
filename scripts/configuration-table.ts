/** `npm run docs:configuration`: writes docs/configuration.md's table from the declared variables. */
import { readFileSync, writeFileSync } from 'node:fs'

import { CONFIGURATION_DOC, withConfigurationTable } from './lib/configurationDoc'

writeFileSync(CONFIGURATION_DOC, withConfigurationTable(readFileSync(CONFIGURATION_DOC, 'utf8')))
console.log(`${CONFIGURATION_DOC} : tableau des variables écrit`)
