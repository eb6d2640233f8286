import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { startFeedback, VENDOR_FRAME_PATH, type FramedScript } from '../../core/analytics/vendor-frame';
import { footerText as f } from '../text/en-footer';

interface Props {
  isOpen: boolean;
  onClose: () => void;
  feedback: FramedScript;
  pageName: string;
}

/**
 * The feedback SDK's form, in the vendor frame's page shown in a dialog: sandboxed without allow-same-origin (an
 * opaque origin), it cannot read this page, its storage or its config (docs/security.md, "Third-party scripts").
 * The frame is made afresh each time the dialog opens, so each form starts empty.
 */
export default function FeedbackDialog({ isOpen, onClose, feedback, pageName }: Props) {
  return (
    <ModalOverlay isOpen={isOpen} isDismissable onOpenChange={(open) => !open && onClose()} className="modal-overlay">
      <Modal className="modal feedback-modal">
        <Dialog className="session-dialog">
          <Heading slot="title">{f.feedbackTitle}</Heading>
          <p className="dialog-body">{f.feedbackNote}</p>
          <iframe
            className="feedback-frame"
            title={f.feedbackFrame}
            sandbox="allow-scripts"
            referrerPolicy="no-referrer"
            src={VENDOR_FRAME_PATH}
            onLoad={(event) => {
              const frame = event.currentTarget.contentWindow;
              if (frame) startFeedback(frame, feedback, pageName);
            }}
          />
          <div className="modal-actions">
            <Button className="button" data-secondary="" slot="close">
              {f.feedbackClose}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
