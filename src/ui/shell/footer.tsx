import { Link } from 'wouter';
import { PATH } from '../../core/shared/paths';
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
            {[
              [insurer.privacyUrl, f.privacy],
              [insurer.termsUrl, f.terms],
              [insurer.securityUrl, f.securityNotice],
            ].map(([href, name]) => (
              <li key={name}>
                <a href={href}>{name}</a>
              </li>
            ))}
            <li>
              <Link href={PATH.accessibility}>{f.accessibility}</Link>
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
