import type { MyinfoPerson } from '../api/third-party.contract';
import type { Channel } from '../shell/channel';
import { Store } from '../shared/store';
import { maskExceptLast4, type DeclarationForm } from './declaration-rules';
import type { PayorMode } from './payor-draft';

/**
 * Where the payor's Myinfo retrieval stands (docs/adr/0059-myinfo-for-the-payor.md). `unbound`: this tab did not
 * leave for this Myinfo return (a link someone sent), so nothing was asked; `expired`: the server refused the return
 * (wrong, used or late); `limited`: Myinfo's lock-out; `failed`: no usable answer, with its support reference.
 */
export type MyinfoState =
  | { kind: 'none' }
  | { kind: 'retrieving' }
  | { kind: 'retrieved'; mode: PayorMode; person: MyinfoPerson }
  | { kind: 'cancelled' }
  | { kind: 'unbound' }
  | { kind: 'expired' }
  | { kind: 'limited' }
  | { kind: 'failed'; reference?: string };

const NONE: MyinfoState = Object.freeze({ kind: 'none' });

/**
 * The payor's identity as Myinfo gave it, in memory only: never in storage or the address (a reload forgets it and
 * typed entry is there, as ever). Not offered inside the app's webview, where Singpass cannot run (ADR 0042).
 */
export class MyinfoRetrieval {
  readonly store = new Store<MyinfoState>(NONE);

  constructor(private readonly channel: Channel) {}

  /** Whether "Retrieve Myinfo with Singpass" may be offered here. */
  get offered(): boolean {
    return !this.channel.inNativeWebview;
  }

  /** The person retrieved for this entry, if any. */
  person(mode: PayorMode): MyinfoPerson | undefined {
    const state = this.store.getSnapshot();
    return state.kind === 'retrieved' && state.mode === mode ? state.person : undefined;
  }

  /** What the page lists for the entry: the person with the NRIC masked, as everywhere the portal shows an ID. */
  shown(mode: PayorMode): (Omit<MyinfoPerson, 'idNumber' | 'myinfoRef'> & { idNumberMasked: string }) | undefined {
    const person = this.person(mode);
    if (!person) return undefined;
    const { idNumber, myinfoRef: _, ...rest } = person;
    return { ...rest, idNumberMasked: maskExceptLast4(idNumber) };
  }

  set(state: MyinfoState): void {
    this.store.set(state);
  }

  /** Back to typed entry (the payor's choice, a new search, a logout). */
  forget(): void {
    this.store.set(NONE);
  }
}

/** The declaration's form with Myinfo's values in place of typed ones: Myinfo gives only NRIC or FIN holders. */
export function withMyinfo(form: DeclarationForm, person: MyinfoPerson): DeclarationForm {
  const [year, month, day] = person.dateOfBirth.split('-');
  return {
    ...form,
    fullName: person.fullName,
    idType: 'NRIC_FIN',
    idNumber: person.idNumber,
    dateOfBirth: `${day}/${month}/${year}`,
    nationality: person.nationality,
    nationalityOther: person.nationalityOther ?? '',
  };
}
