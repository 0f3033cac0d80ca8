import { QRCodeSVG } from 'qrcode.react';
import { paymentLink } from '../../../../common/contact-links.ts';
import type { PaymentOption } from '../../../../common/school.ts';

/** One instant-payment option: recipient, payment id and a scannable QR code of the payment link. */
export function PaymentCard({ option }: { option: PaymentOption }) {
  const link = paymentLink(option.id, option.name);
  return (
    <li className="flex flex-col items-center rounded-2xl border border-plum-100 bg-white p-6 text-center shadow-sm">
      <h3 className="font-serif text-xl font-semibold text-plum-900">{option.label}</h3>
      <figure className="my-5 rounded-xl bg-white p-3 ring-1 ring-slate-200">
        <QRCodeSVG
          value={link}
          size={168}
          level="M"
          marginSize={2}
          title={`QR code to pay ${option.name}`}
          data-payment-link={link}
        />
      </figure>
      <dl className="grid gap-1 text-sm">
        <dt className="text-slate-500">Recipient name</dt>
        <dd className="font-semibold text-slate-900">{option.name}</dd>
        <dt className="mt-2 text-slate-500">Payment ID</dt>
        <dd className="font-mono font-semibold break-all text-plum-800">{option.id}</dd>
      </dl>
      <a href={link} className="mt-4 text-sm font-semibold text-plum-700 underline">
        Open in a payment app
      </a>
    </li>
  );
}
