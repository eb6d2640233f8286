import { footerText as f } from '../text/en-footer';
import { FeedbackOffer } from './feedback';
import { Hotline } from './hotline';
import { useInsurer } from './insurer';

/**
 * Who runs this portal, on every page and in the HTML rendered at build time: the security notice, the
 * insurer's policies, its hotline, and its registered name and UEN (last, so a longer name from
 * config.json moves nothing below it).
 */
export default function Footer() {
  const { insurer, phone, hours } = useInsurer();
  return (
    <footer className="shell-footer">
      <div className="shell-footer-inner">
        <p className="shell-security">
          <strong>{f.securityTitle}</strong> {f.security}
        </p>
        <nav aria-label={f.links}>
          <ul className="shell-links">
            <li>
              <a href={insurer.privacyUrl}>{f.privacy}</a>
            </li>
            <li>
              <a href={insurer.termsUrl}>{f.terms}</a>
            </li>
            <li>
              <a href={insurer.securityUrl}>{f.securityNotice}</a>
            </li>
            <FeedbackOffer />
          </ul>
        </nav>
        <p>
          {f.phone} <Hotline phone={phone} /> {f.hours(hours)}
        </p>
        <p className="shell-legal">{f.legal(insurer.name, insurer.uen)}</p>
      </div>
    </footer>
  );
}
