/** Where the end-to-end server sends its mails (SMTP_URL), and where mail.e2e listens. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT || 3125)
