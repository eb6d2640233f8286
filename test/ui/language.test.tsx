import { act, fireEvent, screen, within } from '@testing-library/react';
import { DeviceLanguageAdapter } from '../../src/adapters/device-language.adapter';
import { en } from '../../src/ui/text/en';
import { rememberOn, show } from '../../src/ui/text/language';
import { pack as ms } from '../../src/ui/text/ms';
import { RecordingAnalytics } from '../support/fakes';
import { renderApp, useSandbox, user } from '../support/render-app';
import { fillDeclaration, findPayablePolicy } from './third-party/declaration-form';
import { pack as ta } from '../../src/ui/text/ta';
import { FUND_SOURCES } from '../../src/core/api/third-party.codes';

const sandbox = useSandbox();

beforeEach(() => rememberOn(new DeviceLanguageAdapter()));
afterEach(async () => {
  await act(() => show('en'));
  localStorage.clear();
});

const choose = async (name: string) => {
  const choice = screen.getByRole('navigation', { name: /Language|语言|Bahasa|மொழி/ });
  await act(async () => {
    fireEvent.click(within(choice).getByRole('button', { name }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
};

describe('the language choice', () => {
  it('names each language in itself, in its own language, and marks the one shown', async () => {
    await renderApp('/', sandbox);
    const choice = screen.getByRole('navigation', { name: 'Language' });
    const buttons = within(choice).getAllByRole('button');
    expect(buttons.map((b) => [b.textContent, b.lang])).toEqual([
      ['English', 'en-SG'],
      ['中文', 'zh-Hans-SG'],
      ['Bahasa Melayu', 'ms-SG'],
      ['தமிழ்', 'ta-SG'],
    ]);
    expect(buttons.map((b) => b.getAttribute('aria-current'))).toEqual(['true', null, null, null]);
  });

  it('shows the page in the language chosen, remembers it on the device, and the data layer says it', async () => {
    const analytics = new RecordingAnalytics();
    await renderApp('/', sandbox, { overrides: { analytics } });
    await choose('中文');
    await screen.findByRole('heading', { level: 1, name: '缴付您的保费' });
    expect(document.documentElement.lang).toBe('zh-Hans-SG');
    expect(document.title).toBe('缴付您的保费 | 保费付款');
    expect(localStorage.getItem('language')).toBe('zh');
    expect(screen.getByRole('button', { name: '中文' }).getAttribute('aria-current')).toBe('true');

    await user.click(screen.getByRole('link', { name: /代他人付款/ }));
    await screen.findByRole('heading', { level: 1, name: '代他人付款' });
    expect(analytics.entries.at(-1)).toMatchObject({ event: 'pageView', language: 'zh', websiteCountry: 'sg' });

    await choose('தமிழ்');
    await screen.findByRole('heading', { level: 1, name: 'வேறொருவர் சார்பாகச் செலுத்துங்கள்' });
    expect(document.documentElement.lang).toBe('ta-SG');

    await choose('English');
    await screen.findByRole('heading', { level: 1, name: 'Pay on someone else’s behalf' });
    expect(document.documentElement.lang).toBe('en-SG');
    expect(localStorage.getItem('language')).toBe('en');
  });
});

describe('a text a pack lacks', () => {
  it('shows in English, not in the language shown before', async () => {
    const shell = ms.shell as { skipToContent?: string };
    const translated = shell.skipToContent;
    delete shell.skipToContent;
    try {
      await act(() => show('zh'));
      expect(en.skipToContent).toBe('跳至主要内容');
      await act(() => show('ms'));
      expect(en.skipToContent).toBe('Skip to main content');
      expect(en.header.back).toBe(ms.shell!.header!.back);
    } finally {
      shell.skipToContent = translated;
    }
  });
});

describe('the hotline in the language shown', () => {
  it('gives the hours in the language config.json writes them in, else in English', async () => {
    const customerServiceHoursIn = { zh: '星期一至星期五，上午9时至下午6时', ms: '', ta: '' };
    await renderApp('/', sandbox, { config: { customerServiceHoursIn } });
    const footer = () => screen.getByRole('contentinfo').textContent;
    expect(footer()).toContain('Monday to Friday, 9 am to 6 pm, except public holidays');
    await choose('中文');
    await screen.findByRole('heading', { level: 1, name: '缴付您的保费' });
    expect(footer()).toContain('星期一至星期五，上午9时至下午6时');
    await choose('Bahasa Melayu');
    expect(footer()).toContain('Monday to Friday, 9 am to 6 pm, except public holidays');
  });
});

describe('dates in the language shown', () => {
  it('shows a due date the way Chinese writes it', async () => {
    await act(() => show('zh'));
    await renderApp('/one-time-payment', sandbox, { customerId: 'C-1001' });
    const [due] = await screen.findAllByText(/应于 .* 缴付/);
    expect(due!.textContent).toMatch(/应于 \d{4}年\d{1,2}月\d{1,2}日 缴付/);
  });
});

describe('words chosen once per screen', () => {
  it('names the ID types in the language chosen after the screen first showed', async () => {
    await renderApp('/third-party', sandbox);
    await screen.findByRole('radio', { name: 'Passport' });
    await choose('中文');
    expect(await screen.findByRole('radio', { name: '护照' })).toBeTruthy();
  });

  it('names the sources of funds in the language chosen after the screen first showed', async () => {
    await findPayablePolicy(sandbox);
    await fillDeclaration();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('radio', { name: 'Savings' });
    await choose('தமிழ்');
    for (const source of FUND_SOURCES)
      expect(await screen.findByRole('radio', { name: ta.thirdPartyFunds!.fundSources![source] })).toBeTruthy();
  });

  it('names the ways to pay in the language chosen after the screen first showed', async () => {
    await renderApp('/recurring-page', sandbox, { customerId: 'C-1001' });
    await screen.findByRole('radio', { name: /Premiums are deducted from your account/ });
    await choose('中文');
    expect(await screen.findByRole('radio', { name: /保费会在每个到期日从您的账户中扣除/ })).toBeTruthy();
  });
});
