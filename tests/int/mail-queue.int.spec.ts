// features: mail, platform
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { claimTry, releaseClaims } from '@/platform/services/mail/claims'
import { MAIL_QUEUE, sendMail, sendStoredMail } from '@/platform/services/mail/outbox'
import { DEMO_SUPER_ADMIN, databaseEngine } from '@/platform/runtime/environment'

import { tokenFor } from '../helpers/api'
import { cms } from '../helpers/cms'
import { testPayload } from '../helpers/payload'
import { startSmtp } from '../../scripts/lib/smtpSink'

/**
 * Mail on Payload's jobs queue, on the suite's database (SQLite in `npm run test:int`,
 * PostgreSQL in `npm run test:int:postgres`): runners racing on one job send it once; a try cut
 * by a process that died is followed by the next once its lease is over; a reset link is kept
 * only sealed, in a job that goes once the mail has left; the jobs stay out of /api/cms.
 */
let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtp>>
const req = {} as PayloadRequest

beforeAll(async () => {
  smtp = await startSmtp()
  process.env.SMTP_URL = smtp.url
  payload = await testPayload()
})

afterEach(() => {
  smtp.state.dataDelayMs = 0
  delete process.env.MAIL_CLAIM_LEASE_MS
  vi.unstubAllEnvs()
})

afterAll(async () => {
  delete process.env.SMTP_URL
  await smtp.close()
})

const mailTo = (to: string) => ({
  kind: 'notification' as const,
  to,
  subject: `Essai de la file (${to})`,
  text: 'Bonjour',
  html: '<p>Bonjour</p>',
})

const row = async (id: number | string) =>
  payload.findByID({ collection: 'outgoing-emails', id, depth: 0, overrideAccess: true })

const jobsOf = async (id: number | string) =>
  (
    await payload.db.find<{ id: number | string; input: { email: string; sealed?: string } }>({
      collection: 'payload-jobs',
      where: { queue: { equals: MAIL_QUEUE } },
      limit: 0,
      pagination: false,
      req,
    })
  ).docs.filter((job) => job.input.email === String(id))

describe(`the mail queue (${databaseEngine()})`, () => {
  it('sends a mail once when several runners pick up its job at the same time', async () => {
    const to = `course-${Date.now()}@example.ne`
    smtp.state.dataDelayMs = 1_000
    const id = await sendMail(payload, mailTo(to))
    const [job] = await jobsOf(id)
    expect(job).toBeDefined()
    // with the run sendMail starts after the answer: four runners on one job
    // a runner that finds its job gone (completed and deleted by another) may throw: the mail
    // is what counts
    await Promise.allSettled([
      payload.jobs.runByID({ id: job!.id, silent: true }),
      payload.jobs.runByID({ id: job!.id, silent: true }),
      payload.jobs.run({ queue: MAIL_QUEUE, silent: true }),
    ])
    await vi.waitFor(async () => expect((await row(id)).status).toBe('sent'), 10_000)
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(smtp.to(to)).toHaveLength(1)
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 })
  })

  /** A mail stored and queued, whose first try a runner claimed before dying (kill -9). */
  async function cutByACrash(to: string) {
    vi.stubEnv('MAIL_CLAIM_LEASE_MS', '500')
    vi.stubEnv('JOBS_AUTORUN', 'true')
    // the run after the answer held back: the dying runner below stands for it
    const runByID = vi.spyOn(payload.jobs, 'runByID').mockResolvedValue({} as never)
    const id = await sendMail(payload, mailTo(to))
    await new Promise((resolve) => setImmediate(resolve))
    runByID.mockRestore()
    const [job] = await jobsOf(id)
    // what Payload's runner writes when it picks a job up, then the try's claim
    await payload.db.updateOne({
      collection: 'payload-jobs',
      id: job!.id,
      data: { processing: true, updatedAt: new Date().toISOString() },
      req,
    })
    expect(await claimTry(payload, id, 1)).toEqual({ claimed: true })
    return { id, job: job! }
  }
  const leaseEnds = () => new Promise((resolve) => setTimeout(resolve, 700))

  it('a job left `processing` by a dead runner goes back to the queue once its lease is over', async () => {
    const to = `panne-${Date.now()}@example.ne`
    const { id } = await cutByACrash(to)
    // within the lease the try is taken as alive
    await payload.config.jobs.shouldAutoRun!(payload)
    await payload.jobs.run({ queue: MAIL_QUEUE, silent: true })
    expect(smtp.to(to)).toHaveLength(0)
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 0 })

    await leaseEnds()
    // Payload's runner alone never picks a job up again once it is `processing`
    await payload.jobs.run({ queue: MAIL_QUEUE, silent: true })
    expect(smtp.to(to)).toHaveLength(0)
    // the autoRun's check first gives it back: the cut try counts, the next one sends
    expect(await payload.config.jobs.shouldAutoRun!(payload)).toBe(true)
    await payload.jobs.run({ queue: MAIL_QUEUE, silent: true })
    await vi.waitFor(async () => expect((await row(id)).status).toBe('sent'), 10_000)
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, error: null })
    expect(smtp.to(to)).toHaveLength(1)
    expect(await jobsOf(id)).toEqual([])
  })

  it('a runner that meets a live try leaves a job for its lease’s end, which sends it if that try died', async () => {
    const to = `relais-${Date.now()}@example.ne`
    const { id, job } = await cutByACrash(to)
    await payload.jobs.runByID({ id: job.id, silent: true }).catch(() => undefined)
    expect(smtp.to(to)).toHaveLength(0)
    expect((await jobsOf(id)).length).toBeGreaterThan(0)

    await leaseEnds()
    await payload.jobs.run({ queue: MAIL_QUEUE, limit: 100, silent: true })
    await vi.waitFor(async () => expect((await row(id)).status).toBe('sent'), 10_000)
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 })
    expect(smtp.to(to)).toHaveLength(1)
  })

  it('a runner that read the mail before another sent it does not send it again', async () => {
    const to = `tardif-${Date.now()}@example.ne`
    const id = await sendMail(payload, mailTo(to))
    await vi.waitFor(async () => expect((await row(id)).status).toBe('sent'), 10_000)
    expect(smtp.to(to)).toHaveLength(1)
    // the late runner's read, from before the send: pending, no try made; the sender has
    // released the claims since, so the late runner's claim of try 1 is taken
    const stale = { ...(await row(id)), status: 'pending', attempts: 0 }
    vi.spyOn(payload, 'find').mockResolvedValueOnce({ docs: [stale] } as never)
    await sendStoredMail(payload, { email: String(id) })
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(smtp.to(to)).toHaveLength(1)
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 })
    // and leaves no claim behind
    expect(await claimTry(payload, id, 1)).toEqual({ claimed: true })
    await releaseClaims(payload, id, 1)
  })

  it('releases one mail’s claims only, never another’s whose id contains it', async () => {
    // ids far above the suite's mails; « 777001: » is inside « 5777001:1 »
    expect(await claimTry(payload, 5_777_001, 1)).toEqual({ claimed: true })
    expect(await claimTry(payload, 777_001, 1)).toEqual({ claimed: true })
    await releaseClaims(payload, 777_001, 1)
    expect(await claimTry(payload, 5_777_001, 1)).toMatchObject({ claimed: false })
    expect(await claimTry(payload, 777_001, 1)).toEqual({ claimed: true })
  })

  it('keeps a reset link only sealed in its job, which goes once the mail has left', async () => {
    const to = `reinit-${Date.now()}@example.ne`
    const link = 'https://www.bk-essai.ne/admin/reset/0123456789abcdef0123456789abcdef'
    smtp.state.dataDelayMs = 500
    const id = await sendMail(
      payload,
      { ...mailTo(to), kind: 'reset', text: link, html: `<a href="${link}">${link}</a>` },
      { ...mailTo(to), kind: 'reset', text: 'lien masqué', html: '<p>lien masqué</p>' },
    )
    const [job] = await jobsOf(id)
    expect(job?.input.sealed).toBeTruthy()
    expect(JSON.stringify(job)).not.toContain('0123456789abcdef')
    expect(JSON.stringify(await row(id))).not.toContain('0123456789abcdef')
    await vi.waitFor(async () => expect((await row(id)).status).toBe('sent'), 10_000)
    expect(smtp.to(to)[0]?.text).toContain(link)
    await vi.waitFor(async () => expect(await jobsOf(id)).toEqual([]), 5_000)
  })

  it('keeps the jobs out of Payload’s REST API, even for an administrator', async () => {
    const token = await tokenFor(DEMO_SUPER_ADMIN.email, DEMO_SUPER_ADMIN.password)
    for (const path of ['payload-jobs', 'mail-claims']) {
      const answer = await cms('GET', path, { token })
      expect(answer.status, path).toBeGreaterThanOrEqual(400)
      expect(answer.text).not.toContain('send-mail')
    }
    const run = await cms('GET', 'payload-jobs/run', { token })
    expect(run.status).toBeGreaterThanOrEqual(400)
  })
})
