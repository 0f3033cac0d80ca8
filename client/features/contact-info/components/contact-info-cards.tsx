import type { ReactNode } from 'react';
import { telLink } from '../../../../common/contact-links.ts';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';
import { school } from '../../../lib/school.ts';

type Hours = readonly { days: string; hours: string }[];

function Card({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <article className="flex gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-plum-100">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-plum-800 text-gold-300">
        <Icon name={icon} className="size-6" />
      </span>
      <div className="min-w-0">
        <h2 className="font-serif text-xl font-semibold text-plum-900">{title}</h2>
        <dl className="mt-3 space-y-2">{children}</dl>
      </div>
    </article>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-plum-700">{label}</dt>
      <dd className="text-slate-800">{children}</dd>
    </div>
  );
}

const link = 'break-all font-medium text-plum-800 underline-offset-4 hover:text-gold-700 hover:underline';

/** Phones, e-mails and business hours of the school (phones and e-mails from the settings). */
export function ContactInfoCards({ hours, stacked }: { hours: Hours; stacked: boolean }) {
  return (
    <div className={`grid gap-6 ${stacked ? '' : 'md:grid-cols-3'}`}>
      <Card icon="phone" title="Call Us">
        <Row label="Primary">
          <a href={telLink(school.phones.primary)} className={link}>
            {school.phones.primary}
          </a>
        </Row>
        <Row label="Secondary">
          <a href={telLink(school.phones.secondary)} className={link}>
            {school.phones.secondary}
          </a>
        </Row>
      </Card>
      <Card icon="mail" title="Email Us">
        <Row label="General">
          <a href={`mailto:${school.emails.general}`} className={link}>
            {school.emails.general}
          </a>
        </Row>
        <Row label="Founder">
          <a href={`mailto:${school.emails.founder}`} className={link}>
            {school.emails.founder}
          </a>
        </Row>
      </Card>
      <Card icon="clock" title="Business Hours (IST)">
        {hours.map((h) => (
          <Row key={h.days} label={h.days}>
            {h.hours}
          </Row>
        ))}
      </Card>
    </div>
  );
}
