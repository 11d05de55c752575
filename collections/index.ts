import { Departments } from '@/features/departments/config'
import { Documents } from './Documents'
import { Equipment } from './Equipment'
import { MailClaims } from './MailClaims'
import { Media } from './Media'
import { News } from '@/features/news/config'
import { OutgoingEmails } from './OutgoingEmails'
import { PageViewDays } from './PageViewDays'
import { PageViews } from './PageViews'
import { Pages } from '@/features/pages/config'
import { Projects } from '@/features/projects/config'
import { QuoteEvents } from '@/features/quotes/events.config'
import { QuoteRequests } from '@/features/quotes/config'
import { RateLimitHits } from './RateLimitHits'
import { RentalSnapshots } from './RentalSnapshots'
import { Subscribers } from '@/features/newsletter/config'
import { Users } from './Users'
import { WeeklyReports } from './WeeklyReports'

export const collections = [
  Departments,
  Equipment,
  News,
  Pages,
  Projects,
  Media,
  Documents,
  QuoteRequests,
  QuoteEvents,
  Subscribers,
  OutgoingEmails,
  PageViews,
  PageViewDays,
  Users,
  RateLimitHits,
  RentalSnapshots,
  MailClaims,
  WeeklyReports,
]
