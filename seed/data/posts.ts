import type { BlogCategory } from '@cms/contract/blog'
import type { AffiliateKey } from './affiliateLinks'

export interface SeedPost {
  title: string
  slug: string
  excerpt: string
  category: BlogCategory
  featured: boolean
  daysAgo: number
  coverColor: string
  affiliates: AffiliateKey[]
  markdown: string
}

export const posts: SeedPost[] = [
  {
    title: 'The Digital Nomad Packing List for 2025',
    slug: 'digital-nomad-packing-list-2025',
    excerpt: 'Everything we carry to work from anywhere: the laptop, the power, the cables, and the few things we wish we had packed sooner.',
    category: 'gear',
    featured: true,
    daysAgo: 2,
    coverColor: '#0d9488',
    affiliates: ['laptop', 'monitor', 'powerbank', 'adapter', 'stand'],
    markdown: `After five years of working from coworking spaces, cafés and the occasional airport lounge, our bag has become smaller and better.

## The work setup

A light laptop with a long battery life is the centre of everything. Add a **portable monitor** and you get the productivity of a desk anywhere.

- A laptop that lasts a full working day
- A second screen that runs off one USB-C cable
- A foldable stand to save your neck

## Power and connectivity

Outlets are never where you need them. A *65 W power bank* and a universal adapter solve most of it.

### What we left at home

Paper notebooks, a second pair of shoes and the tripod. Read our [remote work guide](/digital-nomad-guide) for the full checklist.`,
  },
  {
    title: 'How to Land Your First Remote Job With No Experience',
    slug: 'first-remote-job-no-experience',
    excerpt: 'Entry-level remote roles exist. Here is where to find them, how to stand out, and what hiring managers actually look for.',
    category: 'career',
    featured: true,
    daysAgo: 5,
    coverColor: '#2563eb',
    affiliates: ['webcam', 'headphones'],
    markdown: `Remote companies hire juniors too: customer support, virtual assistance, QA and content roles are common first steps.

## Where to look

Start with [entry-level remote jobs](/search?q=entry) and filter by experience. Apply early: new postings get most applications in the first three days.

## How to stand out

- Write a short, specific cover note
- Show one small project that proves the skill
- Mention the time zones you can cover

A **clear webcam** and good headphones make a first video interview feel professional.`,
  },
  {
    title: 'Best Cities for Digital Nomads in Asia',
    slug: 'best-cities-digital-nomads-asia',
    excerpt: 'Fast internet, great food and a strong nomad community: our favourite bases in Asia compared by cost, visas and time zones.',
    category: 'destinations',
    featured: true,
    daysAgo: 9,
    coverColor: '#d97706',
    affiliates: ['esim', 'insurance', 'adapter'],
    markdown: `Asia remains the most popular region for nomads who want a low cost of living and a big community.

## Chiang Mai, Thailand

Cheap, calm and full of coworking spaces. Good for European clients in the morning.

## Canggu, Bali

Surf, cafés and fast fibre. Check the **visa rules** before you book a long stay.

## Tokyo, Japan

Expensive but unmatched for safety and infrastructure. An *eSIM* gets you online on arrival.`,
  },
  {
    title: 'Managing Time Zones When Your Team Is Everywhere',
    slug: 'managing-time-zones-remote-team',
    excerpt: 'Overlap hours, async updates and calendar tricks that keep a distributed team working together without burning out.',
    category: 'remote-work',
    featured: false,
    daysAgo: 12,
    coverColor: '#7c3aed',
    affiliates: ['headphones'],
    markdown: `Working across time zones is a skill. These habits make it easier.

## Agree on overlap hours

Two shared hours a day are enough for most teams.

## Write things down

- Decisions go into a shared document
- Status updates are written, not spoken
- Meetings have an agenda and notes`,
  },
  {
    title: 'Travel Insurance for Remote Workers: What Actually Matters',
    slug: 'travel-insurance-remote-workers',
    excerpt: 'Medical cover, gear protection and the small print that decides whether a claim is paid.',
    category: 'travel',
    featured: false,
    daysAgo: 16,
    coverColor: '#dc2626',
    affiliates: ['insurance'],
    markdown: `Insurance is the least exciting part of nomad life and the most important.

## Medical cover first

Look for **emergency evacuation** and a high medical limit.

## Your gear

Most policies cap electronics cover. Read the limits before you travel.`,
  },
  {
    title: 'Building a Home Office That Fits in a Backpack',
    slug: 'home-office-in-a-backpack',
    excerpt: 'Ergonomics on the road: how to avoid neck pain and stay productive with a setup under 3 kg.',
    category: 'gear',
    featured: false,
    daysAgo: 21,
    coverColor: '#059669',
    affiliates: ['stand', 'monitor', 'webcam'],
    markdown: `Your body notices a bad desk long before you do.

## Raise the screen

A foldable stand and an external keyboard fix most posture problems.

## Light matters

Sit facing a window for calls; a good webcam handles the rest.`,
  },
  {
    title: 'Taxes for Digital Nomads: A Plain-English Primer',
    slug: 'taxes-for-digital-nomads',
    excerpt: 'Tax residency, the 183-day rule and why you should talk to an accountant before you leave.',
    category: 'finance',
    featured: false,
    daysAgo: 28,
    coverColor: '#475569',
    affiliates: [],
    markdown: `Taxes do not disappear when you travel. This primer explains the basics.

## Tax residency

Most countries use a day count, often 183 days, plus ties such as a home or family.

## Keep records

Track where you were each day and keep invoices for every client. Our [guide](/digital-nomad-guide) has a template.`,
  },
  {
    title: 'Staying Connected: eSIMs, Hotspots and Backup Internet',
    slug: 'staying-connected-esim-hotspot',
    excerpt: 'How we never miss a client call: layered connectivity with an eSIM, a hotspot and a plan B.',
    category: 'remote-work',
    featured: false,
    daysAgo: 35,
    coverColor: '#0891b2',
    affiliates: ['esim', 'powerbank'],
    markdown: `Reliable internet is the backbone of remote work.

## Layer your connections

- Accommodation Wi-Fi as the default
- An eSIM data plan as backup
- A coworking day pass for important calls

Test the speed before you book a long stay.`,
  },
]
