import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The process's Payload instance (Local API), initialised once. */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}
