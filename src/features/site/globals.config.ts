// the frame's two globals, each in its folder with its defaults: what payload.config.ts registers
export { SiteSettings } from './SiteSettings/config'
export { TopBar } from './TopBar/config'
