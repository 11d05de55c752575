import { CLIENT_IP_HEADER } from '@/platform/runtime/environment'

/** Who sent a request, as the edge names them: the address, the browser, the host asked. */
export const clientOf = (request: Request) => ({
  ip:
    request.headers.get(CLIENT_IP_HEADER) ||
    request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ||
    request.headers.get('x-real-ip') ||
    'inconnue',
  userAgent: request.headers.get('user-agent') ?? '',
  host: new URL(request.url).hostname,
})
