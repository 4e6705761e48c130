import { LifeBuoy, Mail, MessageCircle, Phone } from 'lucide-react';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { FaqItem } from '../components/faq-item';
import { Card, StaticPage, linkClass } from '../components/static-page';
import { HELP_TOPICS } from '../help-topics';
import { SUPPORT, mailto } from '../support-contact';

const TOPIC_LINKS = [
  ...HELP_TOPICS,
  { id: 'contact-support', title: 'Contact support', summary: 'E-mail, phone or WhatsApp', icon: LifeBuoy },
];

/** Help & Support: topics with anchors, each a set of questions that open in place, then how to reach a person. */
export function HelpPage() {
  return (
    <StaticPage
      title="Help & Support"
      lead="Answers to the questions we hear most. Pick a topic, or get in touch if you can't find what you need."
      wide
    >
      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-10">
        <nav aria-label="Help topics" className="lg:sticky lg:top-24">
          <ul className="grid grid-cols-2 gap-3 lg:grid-cols-1 lg:gap-1 lg:rounded-3xl lg:border lg:border-line lg:bg-surface lg:p-3">
            {TOPIC_LINKS.map(({ id, title, summary, icon: Icon }) => (
              <li key={id} className={clsx(id === 'contact-support' && 'col-span-2 lg:col-span-1')}>
                <a
                  href={`#${id}`}
                  className={clsx(
                    'flex h-full flex-col gap-2 rounded-2xl border p-4 transition hover:border-mint/60 hover:bg-surface-2',
                    'lg:flex-row lg:items-center lg:gap-3 lg:rounded-xl lg:border-transparent lg:px-3 lg:py-2.5 lg:hover:border-transparent',
                    id === 'contact-support'
                      ? 'border-mint/40 bg-mint/10 lg:bg-transparent'
                      : 'border-line bg-surface lg:bg-transparent',
                  )}
                >
                  <Icon className="size-5 shrink-0 text-mint" aria-hidden />
                  <span className="font-bold leading-tight">{title}</span>
                  <span className="hidden text-sm leading-snug text-muted sm:block lg:hidden">{summary}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="mt-8 space-y-6 lg:mt-0">
          {HELP_TOPICS.map(({ id, title, icon: Icon, questions }) => (
            <Card key={id} id={id} className="scroll-mt-24" aria-labelledby={`${id}-title`}>
              <h2 id={`${id}-title`} className="flex items-center gap-3 text-xl font-extrabold tracking-tight">
                <Icon className="size-6 text-mint" aria-hidden /> {title}
              </h2>
              <div className="mt-2">
                {questions.map(({ q, a }) => (
                  <FaqItem key={q} question={q}>
                    {a}
                  </FaqItem>
                ))}
              </div>
            </Card>
          ))}

          <Card id="contact-support" className="scroll-mt-24" aria-labelledby="contact-support-title">
            <h2 id="contact-support-title" className="flex items-center gap-3 text-xl font-extrabold tracking-tight">
              <LifeBuoy className="size-6 text-mint" aria-hidden /> Contact support
            </h2>
            <p className="mt-3 leading-7 text-ink/85">
              Still stuck? Tell us what you were trying to do and what happened, and write from the e-mail address on
              your account.
            </p>
            <ul className="mt-5 grid gap-3 md:grid-cols-3">
              <li>
                <a
                  href={mailto(SUPPORT.email, 'Help Request')}
                  className="flex h-full items-start gap-3 rounded-2xl bg-page/50 p-4 hover:bg-surface-2"
                >
                  <Mail className="mt-0.5 size-5 shrink-0 text-mint" aria-hidden />
                  <span>
                    <span className="block font-bold">Email</span>
                    <span className="block break-all text-sm text-muted">{SUPPORT.email}</span>
                  </span>
                </a>
              </li>
              <li>
                <a
                  href={SUPPORT.phone.href}
                  className="flex h-full items-start gap-3 rounded-2xl bg-page/50 p-4 hover:bg-surface-2"
                >
                  <Phone className="mt-0.5 size-5 shrink-0 text-mint" aria-hidden />
                  <span>
                    <span className="block font-bold">Phone</span>
                    <span className="block text-sm whitespace-nowrap text-muted">{SUPPORT.phone.display}</span>
                    <span className="block text-sm text-muted">
                      {SUPPORT.phoneHours} {SUPPORT.timeZone}
                    </span>
                  </span>
                </a>
              </li>
              <li>
                <a
                  href={SUPPORT.whatsapp.href}
                  target="_blank"
                  rel="noreferrer"
                  className="flex h-full items-start gap-3 rounded-2xl bg-page/50 p-4 hover:bg-surface-2"
                >
                  <MessageCircle className="mt-0.5 size-5 shrink-0 text-mint" aria-hidden />
                  <span>
                    <span className="block font-bold">WhatsApp</span>
                    <span className="block text-sm text-muted">{SUPPORT.whatsapp.display}</span>
                  </span>
                </a>
              </li>
            </ul>
            <p className="mt-5 text-sm text-muted">
              Policies:{' '}
              <Link to="/terms" className={linkClass}>
                Terms &amp; Conditions
              </Link>
              ,{' '}
              <Link to="/privacy" className={linkClass}>
                Privacy Policy
              </Link>{' '}
              and{' '}
              <Link to="/refund-policy" className={linkClass}>
                Refund &amp; Cancellation
              </Link>
              .
            </p>
          </Card>
        </div>
      </div>
    </StaticPage>
  );
}
