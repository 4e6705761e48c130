import { clsx } from 'clsx';
import { Clock, Mail, MapPin, MessageCircle, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { FaqItem } from '../components/faq-item';
import { Card, StaticPage, linkClass } from '../components/static-page';
import { SUPPORT, mailto } from '../support-contact';

/** Contact Us (spec 000 section 2): e-mail and phone support, plus two FAQs. */
export function ContactPage() {
  return (
    <StaticPage
      title="Contact Us"
      lead="Stuck on something, or have an idea for Mealwise? Write or call, and a person on our support team will help."
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactCard icon={Mail} heading="Email Support" id="email-support">
          <p className="text-muted">
            For anything about your account, plans, payments or recipes. Write from the e-mail address on your account
            so we can find it quickly.
          </p>
          <a
            href={mailto(SUPPORT.email, 'Help Request')}
            className={buttonClass({ className: 'mt-auto w-full sm:w-auto' })}
          >
            <Mail className="size-5" aria-hidden /> {SUPPORT.email}
          </a>
        </ContactCard>
        <ContactCard icon={Phone} heading="Phone Support" id="phone-support">
          <p className="flex items-center gap-2 font-semibold">
            <Clock className="size-4 text-mint" aria-hidden /> {SUPPORT.phoneHours} ({SUPPORT.timeZone})
          </p>
          <p className="text-muted">Outside these hours, e-mail us: every message is read and answered by the team.</p>
          <a
            href={SUPPORT.phone.href}
            className={buttonClass({ variant: 'outline', className: 'mt-auto w-full sm:w-auto' })}
          >
            <Phone className="size-5" aria-hidden /> {SUPPORT.phone.display}
          </a>
        </ContactCard>
      </div>

      <div className="mt-5 flex flex-col gap-3 rounded-3xl border border-line/70 px-5 py-4 text-sm text-muted sm:flex-row sm:items-center sm:justify-between sm:gap-6">
        <p className="flex shrink-0 items-center gap-2">
          <MessageCircle className="size-4 shrink-0 text-mint" aria-hidden />
          <span>
            Prefer chat?{' '}
            <a
              href={SUPPORT.whatsapp.href}
              target="_blank"
              rel="noreferrer"
              className={clsx(linkClass, 'whitespace-nowrap')}
            >
              WhatsApp {SUPPORT.whatsapp.display}
            </a>
          </span>
        </p>
        <p className="flex items-center gap-2">
          <MapPin className="size-4 shrink-0 text-mint" aria-hidden />
          <span>
            {SUPPORT.operator}, {SUPPORT.city}
          </span>
        </p>
      </div>

      <Card className="mt-8" aria-labelledby="contact-faq">
        <h2 id="contact-faq" className="text-xl font-extrabold tracking-tight">
          Frequently asked questions
        </h2>
        <div className="mt-2">
          <FaqItem question="How do I cancel my plan?">
            <p>
              You can cancel a paid plan at any time by e-mailing{' '}
              <a href={mailto(SUPPORT.email, 'Cancel my plan')} className={linkClass}>
                {SUPPORT.email}
              </a>{' '}
              from your account's address. There is no fee. You keep your paid features until the end of the 30-day
              cycle you have paid for, then your account moves to the free Basic plan with your saved plans and
              favorites intact.
            </p>
          </FaqItem>
          <FaqItem question="Can I get a refund?">
            <p>
              If a core feature of your paid plan doesn't work and we can't fix it, you can ask for a refund within 7
              days of the payment. We reply to every request within 3 working days. The full rules, and the request
              form, are on the{' '}
              <Link to="/refund-policy" className={linkClass}>
                Refund &amp; Cancellation
              </Link>{' '}
              page.
            </p>
          </FaqItem>
        </div>
        <p className="mt-4 text-sm text-muted">
          More answers, from getting started to deleting your data, are in{' '}
          <Link to="/help" className={linkClass}>
            Help &amp; Support
          </Link>
          .
        </p>
      </Card>
    </StaticPage>
  );
}

function ContactCard({
  icon: Icon,
  heading,
  id,
  children,
}: {
  icon: LucideIcon;
  heading: string;
  id: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-3" aria-labelledby={id}>
      <span className="flex size-11 items-center justify-center rounded-2xl bg-mint/15 text-mint">
        <Icon className="size-5" aria-hidden />
      </span>
      <h2 id={id} className="text-lg font-extrabold">
        {heading}
      </h2>
      {children}
    </Card>
  );
}
