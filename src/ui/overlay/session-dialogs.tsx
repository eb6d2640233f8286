import { useEffect, useId, useRef } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { OverlaySnapshot, SessionOverlay } from '../../core/session/session-overlay';
import { WithHotline } from '../shell/hotline';
import { sessionText as text } from '../text/en-session';

/** The customer service line the messages name, and when it answers (config.json). */
export interface HotlineInfo {
  phone: string;
  hours: string;
}

interface Props {
  overlay: OverlaySnapshot;
  session: SessionOverlay;
  hotline: HotlineInfo;
}

/**
 * react-aria's Modal and Dialog: a title, focus moved in and trapped, returned on close, Escape where
 * closing is safe. Loaded lazily by the overlay host (src/ui/overlay/overlay-host.tsx).
 */
export default function SessionDialogs({ overlay, session, hotline }: Props) {
  const open = overlay.kind !== 'none';
  // Keep the last content while react-aria closes, so nothing flashes empty.
  const last = useRef<Exclude<OverlaySnapshot, { kind: 'none' }> | null>(null);
  if (overlay.kind !== 'none') last.current = overlay;
  useEffect(() => {
    if (open) return;
    // react-aria hands focus back a frame after closing, to where it was. When the close navigated (a 401's
    // logout), that element is gone and the new page's heading, which tried to take focus while the dialog still
    // trapped it, lost it: focus would rest on the body. Give it to the page's heading then.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        if (!document.activeElement || document.activeElement === document.body)
          document.querySelector<HTMLElement>('main h1, h1')?.focus();
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [open]);
  const shown = last.current;
  if (!shown) return null;
  return (
    <ModalOverlay
      isOpen={open}
      isDismissable={false}
      // The prompt wants Yes or No; Escape must not end (or extend) a session by accident.
      isKeyboardDismissDisabled={shown.kind === 'extend'}
      onOpenChange={(isOpen) => {
        if (!isOpen) void session.closeDialog();
      }}
      className="modal-overlay"
    >
      <Modal className="modal">
        {shown.kind === 'extend' ? (
          <ExtendPrompt key="extend" secondsLeft={shown.secondsLeft} announced={shown.announced} session={session} />
        ) : (
          <MessageDialog
            key={shown.kind === 'error' ? `error-${shown.error.status}-${shown.error.code ?? ''}` : 'ended'}
            {...messageFor(shown, hotline.phone)}
            hotline={hotline}
            session={session}
          />
        )}
      </Modal>
    </ModalOverlay>
  );
}

function ExtendPrompt({
  secondsLeft,
  announced,
  session,
}: {
  secondsLeft: number;
  announced: number;
  session: SessionOverlay;
}) {
  const bodyId = useId();
  // The dialog's own text gives the time on opening; the live region speaks only the later steps.
  const openedAt = useRef(announced);
  return (
    <Dialog role="alertdialog" aria-describedby={bodyId} className="session-dialog">
      <Heading slot="title">{text.extend.title}</Heading>
      <p id={bodyId}>{text.extend.body(openedAt.current)}</p>
      <p className="session-clock" aria-hidden="true">
        {text.extend.clockLabel} <strong>{text.extend.clock(secondsLeft)}</strong>
      </p>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announced === openedAt.current ? '' : text.extend.announce(announced)}
      </p>
      <div className="modal-actions">
        <Button className="button" data-secondary="" onPress={() => void session.decline()}>
          {text.extend.no}
        </Button>
        <Button className="button" autoFocus onPress={() => session.extend()}>
          {text.extend.yes}
        </Button>
      </div>
    </Dialog>
  );
}

function messageFor(
  shown: Exclude<OverlaySnapshot, { kind: 'none' | 'extend' }>,
  phone: string,
): { title: string; body: string; reference?: string } {
  if (shown.kind === 'ended') return { title: text.ended.title, body: text.ended.body };
  const { error, view } = shown;
  const title = error.title ?? (error.status === 401 ? text.error.sessionTitle : text.error.titles[view.key]);
  return {
    title,
    body: text.error.text(view.key, phone, view.message, view.retryAfterMinutes),
    ...(error.reference ? { reference: error.reference } : {}),
  };
}

function MessageDialog({
  title,
  body,
  reference,
  hotline,
  session,
}: {
  title: string;
  body: string;
  reference?: string;
  hotline: HotlineInfo;
  session: SessionOverlay;
}) {
  const bodyId = useId();
  return (
    <Dialog
      role="alertdialog"
      aria-describedby={reference ? `${bodyId} ${bodyId}-ref` : bodyId}
      className="session-dialog"
    >
      <Heading slot="title">{title}</Heading>
      {/* Server text is rendered as text, never as HTML (docs/adr/0004-error-texts-and-titles.md). */}
      <p id={bodyId} className="dialog-body">
        <WithHotline text={body} phone={hotline.phone} />
      </p>
      {reference && (
        <p id={`${bodyId}-ref`} className="support-reference">
          {text.error.reference(reference)}
        </p>
      )}
      {body.includes(hotline.phone) && <p>{text.error.hours(hotline.hours)}</p>}
      <div className="modal-actions">
        <Button className="button" autoFocus onPress={() => void session.closeDialog()}>
          {text.error.close}
        </Button>
      </div>
    </Dialog>
  );
}
