import { authRoutes } from '@/features/accounts/api'
import { twoFactorRoutes } from '@/features/accounts/twoFactorApi'
import { analyticsRoutes } from '@/features/analytics/adminApi'
import { beaconRoutes } from '@/features/analytics/api'
import { contractRoutes } from '@/features/contracts/api'
import { dashboardRoutes } from '@/features/dashboard/adminApi'
import { adminDepartmentRoutes } from '@/features/departments/adminApi'
import { departmentRoutes } from '@/features/departments/api'
import { adminEquipmentRoutes } from '@/features/equipment/adminApi'
import { equipmentRoutes } from '@/features/equipment/api'
import { adminHomepageRoutes, homepageRoutes } from '@/features/home/api'
import { adminEmailRoutes } from '@/features/mail/adminApi'
import { adminMaintenanceRoutes } from '@/features/maintenance/adminApi'
import { maintenanceRoutes } from '@/features/maintenance/api'
import { uploadRoutes } from '@/features/media/adminApi'
import { adminNewsRoutes } from '@/features/news/adminApi'
import { newsRoutes } from '@/features/news/api'
import { adminRentalRoutes } from '@/features/rentals/adminApi'
import { availabilityRoutes } from '@/features/rentals/api'
import { adminSubscriberRoutes } from '@/features/newsletter/adminApi'
import { newsletterRoutes } from '@/features/newsletter/api'
import { adminMessageRoutes } from '@/features/quotes/adminApi'
import { quoteRequestRoutes } from '@/features/quotes/api'
import { customerQuoteRoutes } from '@/features/quotes/customerApi'
import { topBarRoutes } from '@/features/site/adminApi'
import { siteRoutes } from '@/features/site/api'
import { openApiRoute } from '@/platform/api/openapi'
import { adminBackupRoutes } from '@/platform/api/resources/adminBackup'
import { healthRoutes } from '@/platform/api/resources/health'
import type { RouteDef } from '@/platform/api/route'
import { createRouter } from '@/platform/api/router'

/**
 * Every call of the specification's /api contract (public-site §7 and back-office §7): the
 * platform's resources and the features' own (`src/features/<name>/*Api.ts`, `api.ts`). The
 * assembly sits here, above the features, as payload.config.ts assembles their collections.
 */
export const apiRoutes: RouteDef[] = [
  ...authRoutes,
  ...twoFactorRoutes,
  ...departmentRoutes,
  ...equipmentRoutes,
  ...availabilityRoutes,
  ...adminRentalRoutes,
  ...newsRoutes,
  ...homepageRoutes,
  ...siteRoutes,
  ...maintenanceRoutes,
  ...healthRoutes,
  ...quoteRequestRoutes,
  ...newsletterRoutes,
  ...beaconRoutes,
  ...customerQuoteRoutes,
  ...contractRoutes,
  ...adminDepartmentRoutes,
  ...adminEquipmentRoutes,
  ...adminNewsRoutes,
  ...adminHomepageRoutes,
  ...topBarRoutes,
  ...adminMaintenanceRoutes,
  ...adminSubscriberRoutes,
  ...adminMessageRoutes,
  ...adminEmailRoutes,
  ...adminBackupRoutes,
  ...dashboardRoutes,
  ...uploadRoutes,
  ...analyticsRoutes,
]

/** The router of /api/*, its OpenAPI description included. */
export const dispatch = createRouter([...apiRoutes, openApiRoute(apiRoutes)])
