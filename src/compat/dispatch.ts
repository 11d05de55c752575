import { openApiRoute } from './openapi'
import { createRouter } from './router'
import { compatRoutes } from './routes'

export const dispatch = createRouter([...compatRoutes, openApiRoute(compatRoutes)])
