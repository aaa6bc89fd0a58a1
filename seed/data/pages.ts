import { SIGNED_IN_HINT_COOKIE } from '@cms/contract/siteHints'

/**
 * First versions of the site's own pages (the footer links to each). Editors keep them in /cms → Pages;
 * the seed only creates a page that does not exist yet. Every statement here describes what the site
 * really does: change the text when the software changes.
 */
export interface SeedPage {
  slug: string
  title: string
  description: string
  markdown: string
}

/** Where to write: the contact form (`form`: how to name it), and the support address when the site has one (SUPPORT_EMAIL). */
const writeTo = (supportEmail: string | undefined, what: string, form = 'the [contact form](/contact#contact-form)') =>
  supportEmail ? `For ${what}, use ${form} or write to [${supportEmail}](mailto:${supportEmail}).` : `For ${what}, use ${form}.`

export function seedPages(supportEmail?: string): SeedPage[] {
  return [
    {
      slug: 'terms',
      title: 'Terms of Service',
      description: 'The terms for using Nomad Jobs: job listings from other boards, accounts, job alerts, the newsletter and the Digital Nomad Guide.',
      markdown: `These terms cover your use of Nomad Jobs. By using the site you accept them.

## What the site is

Nomad Jobs lists remote jobs collected from other job boards and from employers. We do not employ anyone and we do not process applications: every **Apply** button takes you to the original posting, and the employer's own terms apply there. We check listings for broken links and obvious scams, but we cannot vouch for every employer: never pay to apply for a job.

## Accounts

You may create a free account to save jobs. Keep your password to yourself; you can change it under Profile → Security, or reset it from the sign-in page. You can delete your account at any time under Profile → Your data.

## Job alerts and the newsletter

Alerts and the newsletter are sent only after you ask for them. Every e-mail has an unsubscribe link that works with one click.

## The Digital Nomad Guide

The guide is a PDF sold for USD 12.99 as a one-time purchase through Stripe. After payment you get download links by e-mail and on the thank-you page; each link expires, and each purchase allows a limited number of downloads. The guide is for your own use: do not resell or republish it.

## Changes

We may change these terms; the date of the latest change is the date this page was last updated.

${writeTo(supportEmail, 'questions about these terms')}`,
    },
    {
      slug: 'privacy',
      title: 'Privacy Policy',
      description: 'What Nomad Jobs stores about you, why, for how long, and how to have it deleted: accounts, alerts, newsletter, purchases and server logs.',
      markdown: `This page lists what we keep about you and why. We do not sell personal data, and the site runs no analytics scripts. Google's advertising scripts load only if advertising is switched on, and this page and the Cookie Policy will say so before it is.

## If you create an account

- Your e-mail address and password (stored only as a salted hash, never in readable form).
- What you add to your profile: full name, location and gender, all optional.
- The jobs you save.
- Your sign-in sessions, so we can sign you out everywhere when you change your password.
- Password reset links: we keep only a fingerprint of each link, which stops working after one hour or first use.

## If you subscribe to the newsletter

Your e-mail address, the name you gave (if any), where you signed up (for example the footer), when you subscribed, and whether you have unsubscribed. Unsubscribing stops every newsletter e-mail at once.

## If you set up a job alert

Your e-mail address, the search you follow, how often you want e-mails, and whether you confirmed the alert. Every alert e-mail links to a page where you can change or delete it.

## If you buy the guide

Your e-mail address and the reference of your Stripe payment, the amount, when you paid, and how many times you downloaded the guide. Card details go straight to Stripe and never reach us; Stripe's own privacy policy applies to them.

## Abuse protection and server logs

To limit password guessing and spam, we count recent attempts per e-mail address and per network address; these counters only cover the last few minutes to one hour. Our server logs each request's method, path (without the part after the question mark), status and duration.

## Cookies

See the [Cookie Policy](/cookies): we set one cookie, and only when you sign in.

## Your rights

You can see and change your profile on the site, delete alerts and unsubscribe yourself, download everything we hold about your account or delete it under Profile → Your data, and ask us about anything else.

${writeTo(supportEmail, 'any privacy request')}`,
    },
    {
      slug: 'cookies',
      title: 'Cookie Policy',
      description: 'The two cookies Nomad Jobs sets when you sign in (your session and a plain signed-in flag) and the one item it keeps in your browser during checkout.',
      markdown: `## Cookies we set

- **payload-token**: set when you sign in, so the site knows it is you. It cannot be read by scripts on the page, and it is deleted when you sign out.
- **${SIGNED_IN_HINT_COOKIE}**: set beside it, holding only "1". It carries no secret: it tells the site's pages to ask who you are, so a visitor who never signed in is never asked. It is deleted when you sign out.

That is all: browsing, searching and reading the blog set no cookie, and there is no consent banner because there is nothing to consent to.

## Kept in your browser

- During checkout we remember the e-mail address you typed for the guide in your browser's session storage, so you do not have to type it twice. It is gone when you close the tab.

## Other sites

Payments happen on Stripe's checkout pages, which set Stripe's own cookies there. If this site ever shows advertising, the ad provider's cookies will be listed here before the ads go live.`,
    },
    {
      slug: 'contact',
      title: 'Contact',
      description: 'How to get help with Nomad Jobs: your account, job alerts, the newsletter and Digital Nomad Guide purchases.',
      markdown: `Most things can be done straight away on the site:

- **Forgot your password?** Use [Forgot password](/forgot-password); the link arrives by e-mail and works for one hour.
- **Too many e-mails?** Every job alert e-mail links to a page where you can change how often it comes or delete it, and every newsletter has a one-click unsubscribe link.
- **Bought the guide?** Your download links are in the e-mail sent after payment and on the thank-you page. Each link works for a limited time and a limited number of downloads.
- **A job looks wrong?** Jobs come from other boards and from employers: apply on the employer's own page, and never pay to apply.

${writeTo(supportEmail, 'anything else, including a purchase that did not arrive or a refund (please give the address you paid with)', 'the form below')}`,
    },
    {
      slug: 'remote-work-tips',
      title: 'Remote Work Tips',
      description: 'Practical habits for working remotely while you travel: time zones, connectivity, a workspace that works, and staying visible to your team.',
      markdown: `Working remotely from the road is mostly about habits. These are the ones that keep the work going.

## Own your time zone

Write your working hours in your calendar in your team's time zone as well as your own, and say when you are online. Our job filters show the time zones a job expects: choose roles that overlap your days.

## Plan for bad internet

- Check the connection before you book a place to stay: ask for a speed test.
- Keep a local SIM or an eSIM with data as a backup.
- Download what you need for the day before you travel.

## Make a workspace

A laptop stand, an external keyboard and a quiet corner do more for a long day than a nice view. Coworking spaces are worth it for calls.

## Stay visible

Write short updates of what you did and what is next, answer within an agreed time, and turn your camera on for the calls that matter.

## Read more

Our [blog](/blog) has longer guides, and the [toolkit](/toolkit) lists the tools we use.`,
    },
    {
      slug: 'visa-information',
      title: 'Visa Information',
      description: 'A starting point on visas for remote workers: why a tourist visa is usually not enough, digital nomad visas, and where to find the official rules.',
      markdown: `Visa rules change often and depend on your passport, so this page is a starting point, not legal advice. Always check the official government website of the country before you travel.

## Tourist visas are usually not work visas

In many countries a tourist visa or visa-free entry does not allow work, even for a foreign employer. Some countries tolerate remote work for foreign clients; others do not. Check before you go.

## Digital nomad visas

A growing number of countries offer visas for people who work remotely for employers or clients abroad. They usually ask for:

- proof of remote work (a contract or client invoices),
- a minimum monthly income,
- health insurance for the whole stay,
- sometimes a clean criminal record.

## Taxes

Staying long in one country can make you a tax resident there. Ask a tax adviser before you stay more than a few months anywhere.

## Where to check

The official immigration or foreign affairs website of the country, and its embassy in your country, are the only reliable sources.`,
    },
    {
      slug: 'cost-of-living',
      title: 'Cost of Living',
      description: 'How to estimate what a month costs in a new place as a remote worker: housing, coworking, connectivity, insurance and the costs people forget.',
      markdown: `We do not publish city price tables: prices change quickly and depend on how you live. This is how to make your own estimate before you move.

## A monthly budget

- **Housing**: monthly rentals are often far cheaper than nightly prices; ask for a monthly rate.
- **Workspace**: a coworking membership, or a café budget.
- **Connectivity**: a local SIM or eSIM, and home internet if it is not included.
- **Health insurance** for the whole stay.
- **Food and transport**: check local supermarket and transit prices.
- **Visa and travel costs**, spread over the months of your stay.

## Costs people forget

Bank and card fees on foreign currency, deposits, laundry, and the flight home.

## Matching it with a job

Our job search shows salaries where the employer posts them: filter by salary and compare against your monthly budget.`,
    },
    {
      slug: 'coworking-spaces',
      title: 'Coworking Spaces',
      description: 'What to look for in a coworking space as a digital nomad: day passes, call rooms, internet, and trying before you commit.',
      markdown: `We do not list or review coworking spaces yet. This is what to check when you choose one.

## Before you pay

- **Try a day pass** first: most spaces sell one.
- **Internet**: ask for a speed test, and whether there is a wired connection.
- **Call rooms**: a space without quiet rooms is hard for meetings.
- **Opening hours**: check they fit your team's time zone.
- **Seats**: a fixed desk costs more than hot-desking but keeps your monitor set up.

## Also worth knowing

Many spaces run community events, which is the easiest way to meet people in a new city. Some accommodation now includes a workspace: ask when you book.`,
    },
  ]
}
