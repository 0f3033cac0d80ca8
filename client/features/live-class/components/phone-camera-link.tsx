import { QRCodeSVG } from 'qrcode.react';
import { useCameraLink } from '../hooks/use-camera-link.ts';

/**
 * A phone as the second camera: a QR code (drawn here, as SVG) that opens the camera-only page
 * on the phone as this member's camera in this class; the same link as text for a phone that cannot scan.
 */
export function PhoneCameraLink({ classId }: { classId: string }) {
  const { link, error, busy, make } = useCameraLink(classId);
  return (
    <div className="flex flex-col gap-2 text-plum-900">
      <p className="text-sm font-semibold">Phone as second camera</p>
      {link ? (
        <>
          <QRCodeSVG
            value={link.url}
            size={176}
            marginSize={2}
            title="QR code that opens the second camera page on your phone"
            className="h-auto w-40 self-start rounded-lg bg-white"
          />
          <p className="text-sm">Scan it with your phone's camera. It works once, for 10 minutes.</p>
          <p className="text-xs break-all">
            Or open this link:{' '}
            <a
              href={link.url}
              className="text-plum-700 underline"
              data-testid="camera-link"
              target="_blank"
              rel="noreferrer"
            >
              {link.url}
            </a>
          </p>
          <button
            type="button"
            className="btn-outline self-start text-sm hover:bg-plum-50"
            disabled={busy}
            onClick={() => void make()}
          >
            New code
          </button>
        </>
      ) : (
        <button
          type="button"
          className="btn-outline hover:bg-plum-50"
          disabled={busy}
          onClick={() => void make()}
        >
          Use a phone
        </button>
      )}
      {error && (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {error}
        </p>
      )}
    </div>
  );
}
