import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { paidTwiceNote } from '../../../core/config';
import type { ScheduledDeduction } from '../../../core/payment/payment-draft';
import { readLanguage } from '../../../core/shell/language';
import { formatMoney } from '../../../core/shared/money';
import { useConfig } from '../../services-context';
import { useLanguage } from '../../shell/language-choice';
import { showDate } from '../../shell/screen-parts';
import { paymentText as t } from '../../text/en-payment';

interface Props {
  /** The premium asked about, while the dialog is open. */
  asking?: { amountDueCents: number; deduction: ScheduledDeduction };
  onAnswer: (payNow: boolean) => void;
}

/**
 * Asks once before a premium a GIRO or card deduction will take is ticked: both would be taken, and the insurer's
 * own words (config.json) say what becomes of the deduction. Leaving it is the button focused first. Its own chunk,
 * loaded on the tick: react-aria's dialog would take the policies page over its byte budget (docs/performance.md).
 */
export default function AlsoPayDialog({ asking, onAnswer }: Props) {
  const config = useConfig();
  const language = readLanguage(useLanguage());
  const a = t.policies.alsoPay;
  return (
    <ModalOverlay
      isOpen={asking !== undefined}
      isDismissable
      onOpenChange={(open) => !open && onAnswer(false)}
      className="modal-overlay"
    >
      <Modal className="modal">
        {asking ? (
          <Dialog className="session-dialog">
            <Heading slot="title">{a.title}</Heading>
            <p className="dialog-body">
              {a.body[asking.deduction.by](formatMoney(asking.amountDueCents), showDate(asking.deduction.on))}
            </p>
            <p className="dialog-body">{paidTwiceNote(config, language)}</p>
            <div className="modal-actions">
              <Button className="button" data-secondary="" onPress={() => onAnswer(true)}>
                {a.confirm}
              </Button>
              <Button className="button" autoFocus onPress={() => onAnswer(false)}>
                {a.keep[asking.deduction.by]}
              </Button>
            </div>
          </Dialog>
        ) : null}
      </Modal>
    </ModalOverlay>
  );
}
