import 'server-only'

import { isNigerLandline, whatsappDigits } from '@/lib/contactLinks'
import { setting } from '@/platform/runtime/configuration'

/** A phone number an SMS can reach, as the gateway wants it (`+227…`); null for a fixed line. */
export function smsNumber(phone: string | null | undefined): string | null {
  const digits = whatsappDigits(phone)
  return digits && !isNigerLandline(digits) ? `+${digits}` : null
}

/** Whether the company configured an SMS gateway (SMS_GATEWAY_URL). */
export const smsConfigured = () => Boolean(setting('SMS_GATEWAY_URL'))

/**
 * One SMS through the company's HTTP gateway (SMS_GATEWAY_URL): `POST` JSON `{ to, text }`, its
 * key as a bearer token, 10 s at most; anything but a 2xx throws.
 */
export async function sendSms(to: string, text: string): Promise<void> {
  const url = setting('SMS_GATEWAY_URL')
  if (!url) throw new Error('SMS_GATEWAY_URL absent')
  const token = setting('SMS_GATEWAY_TOKEN')
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ to, text }),
    signal: AbortSignal.timeout(10_000),
  })
  if (!response.ok) throw new Error(`Passerelle SMS : réponse ${response.status}`)
}
