import type { RouteDef } from './route'
import { adminDepartmentRoutes } from './resources/adminDepartments'
import { adminBackupRoutes } from './resources/adminBackup'
import { adminEmailRoutes } from './resources/adminEmails'
import { adminEquipmentRoutes } from './resources/adminEquipment'
import { adminHomepageRoutes } from './resources/adminHomepage'
import { adminMaintenanceRoutes } from './resources/adminMaintenance'
import { adminMessageRoutes } from './resources/adminMessages'
import { adminNewsRoutes } from './resources/adminNews'
import { adminSubscriberRoutes } from './resources/adminSubscribers'
import { analyticsRoutes } from './resources/analytics'
import { authRoutes } from './resources/auth'
import { dashboardRoutes } from './resources/dashboard'
import { departmentRoutes } from './resources/departments'
import { equipmentRoutes } from './resources/equipment'
import { newsRoutes } from './resources/news'
import { customerQuoteRoutes } from './resources/customerQuotes'
import { publicFormRoutes } from './resources/publicForms'
import { siteRoutes } from './resources/site'
import { topBarRoutes } from './resources/topBar'
import { twoFactorRoutes } from './resources/twoFactor'
import { uploadRoutes } from './resources/uploads'

/** Every call of the legacy /api contract (public-site §7 and back-office §7). */
export const compatRoutes: RouteDef[] = [
  ...authRoutes,
  ...twoFactorRoutes,
  ...departmentRoutes,
  ...equipmentRoutes,
  ...newsRoutes,
  ...siteRoutes,
  ...publicFormRoutes,
  ...customerQuoteRoutes,
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
