import { ok } from '@/platform/api/envelope'
import { route } from '@/platform/api/route'

import { companyInfoSchema, apiCompanyInfo, apiTopBar, apiTopBarSchema } from './apiShape'

/** The frame's public reads: the top bar and the company's details. */
export const siteRoutes = [
  route({
    method: 'GET',
    path: '/topbar/settings',
    summary: 'Barre supérieure : contact, réseaux sociaux, logo, menu, affichage, bouton',
    tag: 'Barre supérieure',
    auth: 'public',
    localized: true,
    data: apiTopBarSchema,
    handle: async ({ payload, locale }) => ok(await apiTopBar(payload, locale)),
  }),
  route({
    method: 'GET',
    path: '/company/info',
    summary: "Coordonnées et réseaux sociaux de l'entreprise",
    tag: 'Entreprise',
    auth: 'public',
    data: companyInfoSchema,
    handle: async ({ payload }) => ok(await apiCompanyInfo(payload)),
  }),
]
