/**
 * Malay (Singapore): every text module's words, in the chunk `text-ms`, loaded only when chosen (language.ts).
 * Terms customers know as they are stay so (docs/glossary.md).
 */
import type { ErrorTextKey } from '../../core/errors/catalogue';
import { isLockoutCode } from '../../core/errors/catalogue';
import type { Frequency } from '../../core/api/recurring.contract';
import type { LoginLockoutCode } from '../../core/login/lockout-codes';
import type { Pack } from './texts';

const screen = (title: string, purpose: string, pageTitle = title) => ({ title, purpose, pageTitle });
const titled = (title: string, pageTitle = title) => screen(title, '', pageTitle);
const paymentOutcome = (title: string) => screen(title, '', 'Menyemak pembayaran anda');
const arrangementOutcome = (title: string) => screen(title, '', 'Menyemak aturan anda');

const reference = (ref: string) => `Rujukan: ${ref}`;

const catalogue = (phone: string): Record<Exclude<ErrorTextKey, 'serverMessage' | LoginLockoutCode>, string> => ({
  OUTBOUND_REFUSED: `Kami tidak membuka halaman seterusnya kerana alamatnya bukan salah satu laman yang bekerjasama dengan kami. Sila cuba lagi kemudian, atau hubungi khidmat pelanggan kami di ${phone}.`,
  CUSTOMER_NOT_FOUND:
    'Nombor NRIC/FIN/Pasport dan Tarikh Lahir yang dimasukkan tidak sepadan dengan rekod; sila cuba lagi.',
  CUSTOMER_IS_BLACKLISTED: `Akses tidak dapat diberikan pada masa ini; hubungi khidmat pelanggan syarikat insurans di ${phone} untuk maklumat lanjut.`,
  CUSTOMER_BLOCKED_AML: `Akses tidak dapat diberikan pada masa ini; hubungi khidmat pelanggan syarikat insurans di ${phone} untuk maklumat lanjut.`,
  SPQR_NRIC_NOT_MATCHING: 'NRIC SPQR tidak sepadan dengan NRIC semasa.',
  SPQR_INVALID: 'Akaun identiti digital nasional tidak sah atau salah; sahkan diri dengan akaun yang betul.',
  INVALID_BANK_ACCOUNT_ERROR:
    'Tidak dapat diteruskan; pastikan aturan GIRO berulang ditetapkan dengan akaun bank milik pengguna sendiri.',
  AML_SCREENING_NOT_AVAILABLE: `Pembayaran pihak ketiga tidak tersedia buat masa ini; cuba lagi kemudian atau hubungi khidmat pelanggan di ${phone}.`,
  technical: `Terdapat masalah teknikal buat masa ini; cuba lagi kemudian atau hubungi khidmat pelanggan di ${phone}.`,
  status401: 'Sesi anda telah tamat. Sila log masuk semula',
  status403: 'Anda tidak mempunyai akses untuk tindakan ini',
  status400: 'Permintaan Tidak Sah',
  generic: 'Ada sesuatu yang tidak kena. Sila cuba lagi.',
});

const lockout = (key: LoginLockoutCode, phone: string, minutes?: number): string => {
  const what = {
    LOGIN_LIMITED: 'log masuk selepas beberapa percubaan yang tidak berjaya',
    OTP_LOCKED: 'log masuk dengan kata laluan sekali guna selepas beberapa kod yang salah',
    OTP_SEND_LIMITED: 'log masuk dengan kata laluan sekali guna selepas beberapa kod dihantar dalam sejam yang lalu',
    ACCEPTANCE_CODE_LOCKED: 'log masuk dengan kod penerimaan selepas beberapa percubaan yang tidak berjaya',
  }[key];
  const when = minutes ? `dalam ${minutes} minit` : 'kemudian';
  return `Kami telah menghentikan sementara ${what}, untuk melindungi butiran anda. Sila cuba lagi ${when}. Jika anda memerlukan bantuan sekarang, hubungi khidmat pelanggan kami di ${phone}.`;
};

/** 120 -> "2 minit", 90 -> "1 minit 30 saat". */
function spokenTime(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes && rest) return `${minutes} minit ${rest} saat`;
  return minutes ? `${minutes} minit` : `${rest} saat`;
}

const FREQUENCY: Record<Frequency, string> = {
  monthly: 'sebulan',
  quarterly: 'sesuku tahun',
  'half-yearly': 'setiap enam bulan',
  yearly: 'setahun',
};

const textErrors = {
  required: 'Isikan ruangan ini.',
  tooLong: 'Gunakan 200 aksara atau kurang.',
  cardNumber:
    'Ini kelihatan seperti nombor kad. Jangan sekali-kali menaip butiran kad di sini; anda akan membayar di halaman selamat gerbang pembayaran kad.',
  textCharacters: 'Gunakan huruf, nombor, ruang dan tanda baca biasa sahaja, tanpa simbol, emoji atau < >.',
};

const relationships = {
  is: {
    parent: 'ibu atau bapa',
    child: 'anak lelaki atau perempuan',
    spouse: 'suami atau isteri',
    sibling: 'abang, kakak atau adik',
    grandparent: 'datuk atau nenek',
    grandchild: 'cucu',
    relative: 'saudara lain',
    employee: 'pekerja',
    friend: 'kawan',
    other: 'lain-lain',
  },
  payingFor: {
    parent: 'membayar untuk ibu atau bapa beliau',
    child: 'membayar untuk anak beliau',
    spouse: 'membayar untuk suami atau isteri beliau',
    sibling: 'membayar untuk adik-beradik beliau',
    grandparent: 'membayar untuk datuk atau nenek beliau',
    grandchild: 'membayar untuk cucu beliau',
    relative: 'membayar untuk saudara beliau',
    employee: 'membayar untuk pekerja beliau',
    friend: 'membayar untuk kawan beliau',
  },
  payingForOther: (who: string) => `membayar untuk ${who} beliau`,
  payor: (name: string, payingFor: string) => `${name}, ${payingFor}`,
};

export const pack: Pack = {
  shell: {
    brand: 'Pembayaran Premium',
    documentTitle: (title: string) => `${title} | Pembayaran Premium`,
    skipToContent: 'Langkau ke kandungan utama',
    header: { exit: 'Keluar', back: 'Kembali', nav: 'Portal' },
    language: {
      label: 'Bahasa',
      names: { en: 'English', zh: '中文', ms: 'Bahasa Melayu', ta: 'தமிழ்' },
    },
    loading: 'Memuatkan…',
    chunkFailed: {
      title: 'Halaman ini tidak dapat dimuatkan',
      body: 'Portal mungkin telah dikemas kini, atau sambungan anda terputus. Muat semula untuk mencuba lagi; tiada apa yang anda masukkan telah dihantar.',
      reload: 'Muat semula',
    },
    goHome: 'Pergi ke halaman utama',
    inline: {
      timeout: 'Ini mengambil masa lebih lama daripada sepatutnya. Semak sambungan anda dan cuba lagi.',
      network: 'Kami tidak dapat menghubungi pelayan kami. Semak sambungan anda dan cuba lagi.',
      malformed: 'Kami tidak dapat membaca jawapan pelayan kami. Sila cuba lagi.',
    },
    screens: {
      home: screen('Bayar premium anda', 'Pilih apa yang anda ingin lakukan.'),
      login: screen('Log masuk', 'Beritahu kami siapa anda dengan nombor NRIC/FIN atau pasport dan tarikh lahir anda.'),
      loginAuthMethod: screen(
        'Sahkan diri anda',
        'Pilih cara anda ingin menerima kata laluan sekali guna anda, atau gunakan Singpass.',
      ),
      loginOtp: screen(
        'Masukkan kata laluan sekali guna anda',
        'Masukkan kod enam digit yang kami hantar kepada anda.',
      ),
      loginAcceptanceCode: screen(
        'Log masuk dengan kod penerimaan anda',
        'Gunakan kod penerimaan daripada surat penerimaan anda untuk membayar premium pertama anda.',
      ),
      oneTimePayment: titled('Pilih apa yang hendak dibayar'),
      payNow: titled('Bayar dengan PayNow'),
      paymentMethod: titled('Pilih cara membayar'),
      paymentReview: titled('Semak dan bayar'),
      acceptanceCodePayment: titled('Bayar premium pertama anda'),
      paymentSuccessful: paymentOutcome('Pembayaran berjaya'),
      paymentUnsuccessful: paymentOutcome('Pembayaran tidak berjaya'),
      paymentAml: paymentOutcome('Pembayaran sedang disemak'),
      paymentCancel: paymentOutcome('Pembayaran dibatalkan'),
      payNowSuccess: paymentOutcome('Pembayaran PayNow diterima'),
      payNowExpired: paymentOutcome('Kod QR PayNow telah tamat tempoh'),
      thirdPartySuccessful: paymentOutcome('Pembayaran berjaya'),
      thirdPartyStatus: paymentOutcome('Pembayaran tidak selesai'),
      thirdParty: titled('Bayar bagi pihak orang lain'),
      thirdPartySourceOfFunds: titled('Sumber dana', 'Sumber dana dan pembayaran'),
      thirdPartyDeclaration: titled('Tentang pembayar'),
      thirdPartyPaymentSourceOfFunds: titled('Sumber dana'),
      recurring: titled('Tetapkan pembayaran berulang'),
      giro: titled('Pembayaran berulang melalui GIRO'),
      giroSelectBank: titled('Pilih bank anda'),
      giroReview: titled('Semak aturan GIRO anda'),
      giroSuccessful: arrangementOutcome('Aturan GIRO telah ditetapkan'),
      giroUnsuccessful: arrangementOutcome('Aturan GIRO tidak ditetapkan'),
      giroAml: arrangementOutcome('Aturan GIRO sedang disemak'),
      giroCancel: arrangementOutcome('Aturan GIRO dibatalkan'),
      card: titled('Pembayaran berulang melalui kad kredit'),
      cardSelectType: titled('Pilih jenis kad anda'),
      cardReview: titled('Semak aturan kad anda'),
      cardSuccessful: arrangementOutcome('Aturan kad telah ditetapkan'),
      cardAml: arrangementOutcome('Aturan kad sedang disemak'),
      maintenance: screen(
        'Kami akan kembali tidak lama lagi',
        'Portal pembayaran sedang menjalani penyelenggaraan berjadual. Sila cuba lagi kemudian.',
      ),
      accessibility: titled('Kenyataan kebolehcapaian'),
      notFound: screen('Halaman tidak ditemui', 'Halaman yang anda cari tidak wujud atau telah dipindahkan.'),
    },
  },
  accessibility: {
    lead: 'Kami mahu semua orang dapat membayar premium mereka di sini, apa pun peranti, tetapan atau teknologi bantuan yang mereka gunakan.',
    standard: {
      title: 'Piawaian yang kami capai',
      body: 'Portal ini memenuhi Garis Panduan Kebolehcapaian Kandungan Web (WCAG) 2.2 pada tahap AA, kecuali had yang disenaraikan di bawah.',
    },
    testing: {
      title: 'Cara kami mengujinya',
      items: [
        'Setiap halaman semasa mula dibuka, dan setiap dialog, diperiksa dengan enjin kebolehcapaian axe sebelum setiap keluaran, dan tiada masalah yang ditemuinya dibenarkan.',
        'Setiap perjalanan diselesaikan dengan papan kekunci sahaja dalam ujian kami: log masuk, membayar sekali, membayar untuk orang lain dan menyediakan bayaran berulang.',
        'Ujian kami mencari setiap kawalan, tajuk dan mesej melalui nama dan peranan yang diumumkan oleh pembaca skrin, jadi butang tanpa nama atau mesej yang tidak diumumkan akan menggagalkannya.',
        'Pengepala dan halaman pembayaran diperiksa pada skrin telefon selebar 320 dan 360 piksel dengan teks pada 200%: tiada yang terpotong dan tiada yang perlu ditatal ke sisi.',
        'Perjalanan utama juga dijalankan dalam Firefox dan dalam WebKit, enjin Safari.',
      ],
    },
    limits: {
      title: 'Apa yang belum berfungsi dengan baik',
      items: [
        'Halaman pembayaran kad, halaman bank anda dan Singpass dikendalikan oleh pihak lain: kami tidak dapat menjamin tahap kebolehcapaiannya.',
        'Kod QR PayNow memerlukan aplikasi perbankan untuk mengimbasnya. Halaman ini juga memberikan UEN, jumlah dan rujukan, supaya anda boleh membayar dengan menaipnya dalam pemindahan PayNow bank anda.',
        'Demi keselamatan anda, sesi tamat selepas 30 minit tanpa aktiviti. Kami memberi amaran 2 minit sebelumnya, dan anda boleh meminta masa tambahan. Kod PayNow sah selama 15 minit.',
        'Kami belum lagi menguji setiap keluaran secara manual dengan pembaca skrin seperti VoiceOver, TalkBack atau NVDA.',
      ],
    },
    report: {
      title: 'Beritahu kami tentang masalah',
      call: (phone: string, hours: string) =>
        `Jika ada apa-apa di portal ini yang sukar digunakan, atau anda perlu membuat bayaran dengan cara lain, hubungi khidmat pelanggan di ${phone} (${hours}). Beritahu kami halaman tersebut dan apa yang tidak kena, dan kami akan membantu anda membayar dan membaiki halaman itu.`,
    },
  },
  account: {
    logout: 'Log keluar',
    loggingOut: 'Sedang log keluar…',
    signedIn: 'Telah log masuk',
    signedInAs: 'Log masuk sebagai',
    idEnding: (last: string) => `Nombor ID berakhir ${last}`,
    payee: { name: 'Dibayar kepada', unpaid: 'Penerima bayaran', uen: 'UEN penerima bayaran' },
  },
  declaration: {
    amount: {
      label: 'Jumlah yang akan anda bayar',
      hint: (due: string) => `Sehingga ${due}. Anda boleh membayar sebahagian daripadanya.`,
      errors: {
        amountRequired: 'Masukkan jumlah.',
        amountFormat: 'Masukkan jumlah seperti 156.40.',
        amountDecimals: 'Gunakan paling banyak dua tempat perpuluhan.',
        amountNotPositive: 'Masukkan jumlah melebihi sifar.',
        amountBelowMinimum: 'Bayar sekurang-kurangnya S$1.00.',
        amountAboveDue: 'Anda tidak boleh membayar lebih daripada yang perlu dibayar.',
        amountFixed: 'Jumlah ini tidak boleh diubah.',
      },
    },
    myinfo: {
      label: 'Dapatkan Myinfo dengan Singpass',
      labelWith: 'Dapatkan Myinfo dengan',
      spoken: 'Sing pass',
      hint: 'Anda akan pergi ke Singpass untuk meluluskan perkongsian nama, NRIC, tarikh lahir, kewarganegaraan dan alamat berdaftar anda, kemudian kembali ke sini.',
      typedIsFine: 'Tiada Singpass, atau tidak mahu menggunakannya? Taipkan butiran anda di bawah sebagai gantinya.',
      hiddenInApp:
        'Mendapatkan Myinfo dengan Singpass tidak berfungsi dalam aplikasi ini. Taipkan butiran anda di bawah, atau gunakan pelayar telefon anda untuk mendapatkannya.',
      retrieving: 'Mendapatkan butiran anda daripada Myinfo…',
      heading: 'Daripada Myinfo',
      note: 'Butiran ini datang daripada Myinfo dan tidak boleh diubah di sini. Isikan selebihnya di bawah.',
      fields: {
        fullName: 'Nama penuh',
        idNumber: 'NRIC/FIN',
        dateOfBirth: 'Tarikh lahir',
        nationality: 'Kewarganegaraan',
        registeredAddress: 'Alamat berdaftar',
      },
      useTyped: 'Taipkan butiran saya sendiri',
      cancelled:
        'Anda telah membatalkan Myinfo, jadi tiada apa-apa yang diperoleh. Taipkan butiran anda di bawah, atau cuba Myinfo sekali lagi.',
      unbound:
        'Pengembalian Myinfo ini tidak bermula dalam tab pelayar ini, jadi kami tidak menggunakannya. Taipkan butiran anda di bawah, atau dapatkan Myinfo dari sini.',
      expired:
        'Pengembalian Myinfo ini telah tamat tempoh atau sudah digunakan. Taipkan butiran anda di bawah, atau dapatkan Myinfo sekali lagi.',
      limited:
        'Myinfo dihentikan sementara untuk pembayaran ini selepas beberapa percubaan yang tidak selesai. Taipkan butiran anda di bawah.',
      failed:
        'Kami tidak dapat mendapatkan butiran anda daripada Myinfo. Taipkan butiran anda di bawah, atau cuba lagi.',
    },
    declaration: {
      heading: 'Tentang anda, pembayar',
      intro:
        'Peraturan pencegahan pengubahan wang haram Singapura menghendaki kami mengetahui siapa yang membayar polisi bagi pihak orang lain. Nombor ID dan tarikh lahir anda disulitkan sebelum meninggalkan peranti ini.',
      paymentHeading: 'Apa yang anda bayar',
      payingFor: (policies: string) => `Anda membayar untuk ${policies} milik pemegang polisi.`,
      holderSignedIn: (maskedId: string) => `Pemegang polisi log masuk sebagai ${maskedId}.`,
      aboutYou: 'Borang ini tentang anda, pembayar, bukan pemegang polisi.',
      total: 'Jumlah keseluruhan',
      fullName: { label: 'Nama penuh', hint: 'Seperti dalam NRIC, kad FIN atau pasport anda.' },
      idType: { label: 'Jenis ID anda' },
      idNumber: {
        labelNric: 'NRIC/FIN anda',
        labelPassport: 'Nombor pasport anda',
        hintNric: 'Contohnya S1234567D.',
        hintPassport: '5 hingga 20 huruf dan digit.',
      },
      dateOfBirth: { label: 'Tarikh lahir anda', hint: 'Hari/bulan/tahun, contohnya 31/08/1985.' },
      nationality: {
        label: 'Kewarganegaraan',
        placeholder: 'Pilih kewarganegaraan',
        otherLabel: 'Kewarganegaraan anda',
      },
      relationship: {
        label: 'Pemegang polisi ialah … saya',
        placeholder: 'Pilih siapa pemegang polisi kepada anda',
        otherLabel: 'Siapa pemegang polisi kepada anda',
      },
      reason: {
        label: 'Mengapa anda membayar premium ini?',
        placeholder: 'Pilih sebab',
        otherLabel: 'Beritahu kami sebabnya',
      },
      mobile: {
        label: 'Nombor telefon bimbit',
        hint: 'Nombor Singapura, atau nombor antarabangsa yang bermula dengan +.',
      },
      email: { label: 'Alamat e-mel' },
      declaredTrue:
        'Saya mengisytiharkan bahawa maklumat yang saya berikan adalah benar dan lengkap, dan saya faham syarikat insurans boleh mengesahkannya.',
      submit: 'Teruskan',
      submitting: 'Menyemak…',
      nothingToPayWithLogin:
        'Tiada pembayaran oleh pihak ketiga yang sedang dijalankan. Pilih polisi dan siapa yang membayar terlebih dahulu.',
      nothingToPayStandalone: 'Cari polisi terlebih dahulu.',
      backToMethod: 'Pilih cara membayar',
      failed: 'Kami tidak dapat menghantar pengisytiharan anda. Semak sambungan anda dan cuba lagi.',
      errors: {
        fullName: {
          ...textErrors,
          required: 'Masukkan nama penuh anda.',
          nameCharacters: "Gunakan huruf, ruang dan . , ' - / ( ) @ sahaja.",
          nameTooLong: 'Gunakan 66 aksara atau kurang.',
        },
        idNumber: {
          required: 'Masukkan nombor ID anda.',
          nricFormat: 'Masukkan NRIC/FIN seperti S1234567D: satu huruf, 7 digit dan satu huruf.',
          nricCheckLetter: 'NRIC/FIN ini tidak sah. Semak huruf terakhir.',
          passportFormat: 'Masukkan 5 hingga 20 huruf dan digit.',
        },
        dateOfBirth: {
          required: 'Masukkan tarikh lahir anda.',
          dateFormat: 'Masukkan tarikh sebagai hari/bulan/tahun, contohnya 31/08/1985.',
          notARealDate: 'Tarikh ini tidak wujud. Semak hari dan bulan.',
          notInThePast: 'Tarikh lahir mestilah pada masa lalu.',
          tooLongAgo: 'Semak tahun.',
          underAge: 'Pembayar mestilah berumur 18 tahun atau lebih.',
        },
        nationality: { required: 'Pilih kewarganegaraan anda.' },
        nationalityOther: { ...textErrors, required: 'Masukkan kewarganegaraan anda.' },
        relationship: { required: 'Pilih siapa pemegang polisi kepada anda.' },
        relationshipOther: { ...textErrors, required: 'Nyatakan siapa pemegang polisi kepada anda.' },
        reason: { required: 'Pilih sebab anda membayar.' },
        reasonOther: { ...textErrors, required: 'Beritahu kami sebab anda membayar.' },
        mobile: {
          required: 'Masukkan nombor telefon bimbit anda.',
          mobileFormat:
            'Masukkan nombor telefon bimbit Singapura seperti 9123 4567, atau nombor antarabangsa yang bermula dengan +.',
        },
        email: {
          required: 'Masukkan alamat e-mel anda.',
          emailFormat: 'Masukkan alamat e-mel seperti name@example.com.',
          cardNumber: textErrors.cardNumber,
        },
        declaredTrue: { required: 'Tandakan pengisytiharan untuk meneruskan.' },
      },
    },
  },
  footer: {
    securityTitle: 'Kekal selamat:',
    security:
      'Kami tidak akan sekali-kali menelefon, menghantar e-mel atau mesej kepada anda untuk meminta kata laluan sekali guna (OTP) anda. Masukkannya di laman ini sahaja, dan jangan kongsikannya dengan sesiapa pun, termasuk kakitangan kami.',
    links: 'Dasar dan bantuan',
    privacy: 'Dasar privasi',
    terms: 'Syarat penggunaan',
    securityNotice: 'Notis keselamatan',
    accessibility: 'Kebolehcapaian',
    feedback: 'Beri maklum balas',
    feedbackTitle: 'Beritahu kami pengalaman anda',
    feedbackNote:
      'Borang ini dikendalikan oleh penyedia maklum balas kami. Ia tidak dapat melihat butiran anda atau apa-apa yang anda masukkan di laman ini.',
    feedbackFrame: 'Borang maklum balas',
    feedbackClose: 'Tutup',
    phone: 'Khidmat pelanggan:',
    hours: (hours: string) => `(${hours})`,
    legal: (name: string, uen: string) => `${name}. UEN ${uen}.`,
  },
  home: {
    lead: 'Bayar premium insurans anda dengan selamat, untuk diri sendiri atau bagi pihak orang lain.',
    choices: {
      oneTimePayment: { title: 'Bayar premium sekarang', body: 'Bayar satu atau lebih polisi dengan kad atau PayNow.' },
      thirdParty: {
        title: 'Bayar bagi pihak orang lain',
        body: 'Bayar premium ahli keluarga, pekerja atau kawan.',
      },
      recurring: {
        title: 'Tetapkan pembayaran berulang',
        body: 'Bayar premium akan datang secara automatik melalui GIRO atau kad kredit.',
      },
    },
  },
  loginSteps: {
    authMethod: {
      legend: 'Bagaimana anda ingin mengesahkan diri anda?',
      sms: (destination: string) => `Kata laluan sekali guna melalui SMS ke ${destination}`,
      email: (destination: string) => `Kata laluan sekali guna melalui e-mel ke ${destination}`,
      singpass: 'Log masuk dengan Singpass',
      singpassHint: 'Anda akan pergi ke halaman Singpass dan kembali ke sini',
      singpassWith: 'Log masuk dengan',
      singpassSpoken: 'Sing pass',
      otpLegend: 'Atau dapatkan kata laluan sekali guna',
      singpassHiddenInApp:
        'Singpass tidak boleh dibuka di dalam aplikasi. Gunakan kata laluan sekali guna, atau log masuk ke portal ini dalam pelayar telefon anda untuk menggunakan Singpass.',
      noMethod:
        'Kami tidak dapat mengesahkan anda di dalam aplikasi. Log masuk ke portal ini dalam pelayar telefon anda untuk menggunakan Singpass.',
      continue: 'Teruskan',
      completingSingpass: 'Melengkapkan log masuk Singpass anda…',
      singpassCancelled:
        'Anda telah membatalkan log masuk Singpass. Log masuk semula untuk memilih cara lain mengesahkan diri anda.',
      singpassCancelledChoose:
        'Anda telah membatalkan log masuk Singpass. Pilih cara lain untuk mengesahkan diri anda.',
      singpassFailed: 'Log masuk Singpass anda tidak selesai. Log masuk semula untuk mencuba sekali lagi.',
      loginAgain: 'Log masuk semula',
    },
    otp: {
      label: 'Kata laluan sekali guna',
      hint: '6 digit',
      sentTo: (method: 'SMS_OTP' | 'EMAIL_OTP', destination: string) =>
        method === 'SMS_OTP'
          ? `Kami telah menghantar kod enam digit melalui SMS ke ${destination}.`
          : `Kami telah menghantar kod enam digit melalui e-mel ke ${destination}.`,
      expiresIn: (clock: string) => `Kod ini tamat tempoh dalam ${clock}.`,
      expiresAnnounce: (seconds: number) =>
        seconds > 60
          ? `Kod ini tamat tempoh dalam ${Math.ceil(seconds / 60)} minit.`
          : seconds > 30
            ? 'Kod ini tamat tempoh dalam kira-kira seminit.'
            : 'Kod ini tamat tempoh dalam kurang daripada 30 saat.',
      expired: 'Kod ini telah tamat tempoh. Hantar kod baharu dan masukkannya di sini.',
      submit: 'Sahkan',
      wrong: (tries: number) =>
        tries === 1
          ? 'Kod itu tidak betul. Semak kod yang kami hantar kepada anda dan cuba lagi. Anda ada 1 cubaan lagi.'
          : `Kod itu tidak betul. Semak kod yang kami hantar kepada anda dan cuba lagi. Anda ada ${tries} cubaan lagi.`,
      locked:
        'Anda telah memasukkan kod yang salah terlalu banyak kali, jadi kami menghentikan log masuk ini untuk memastikan akaun anda selamat. Log masuk semula untuk mendapatkan kod baharu.',
      lockedTitle: 'Log masuk ini dikunci',
      resend: 'Hantar kod baharu',
      resendIn: (clock: string) => `Anda boleh meminta kod baharu dalam ${clock}.`,
      resent: (destination: string) => `Kami telah menghantar kod baharu ke ${destination}.`,
      otherMethod: 'Pilih cara lain untuk mengesahkan',
      help: {
        summary: 'Tidak menerima kod?',
        wait: 'Kod boleh mengambil masa satu atau dua minit untuk sampai. Anda boleh meminta kod baharu selepas masa menunggu di atas berlalu, atau pilih cara lain untuk mengesahkan.',
        check: (method: 'SMS_OTP' | 'EMAIL_OTP', destination: string) =>
          method === 'SMS_OTP'
            ? `Pastikan ${destination} ialah nombor telefon bimbit anda dan telefon anda mempunyai isyarat.`
            : `Semak folder spam atau sarap anda, dan pastikan ${destination} ialah alamat e-mel anda.`,
        call: (phone: string) =>
          `Jika itu bukan nombor atau e-mel anda, atau kod masih tidak sampai, hubungi khidmat pelanggan di ${phone}.`,
      },
    },
  },
  login: {
    idType: { label: 'Jenis ID', nric: 'NRIC atau FIN', passport: 'Pasport' },
    idNumber: {
      labelNric: 'Nombor NRIC atau FIN',
      labelPassport: 'Nombor pasport',
      hintNric: 'Seperti yang tertera pada kad anda, contohnya S1234567D',
      hintPassport: 'Huruf dan nombor sahaja, seperti yang tertera dalam pasport anda',
    },
    dateOfBirth: { label: 'Tarikh lahir', hint: 'Hari, bulan dan tahun, contohnya 31/08/1985' },
    acceptanceCode: { label: 'Kod penerimaan', hint: '8 huruf dan nombor dalam surat penerimaan anda' },
    errors: {
      idNumber: {
        required: 'Masukkan nombor ID anda',
        nricFormat: 'Masukkan NRIC atau FIN anda sebagai satu huruf, 7 digit dan satu huruf, contohnya S1234567D',
        nricCheckLetter:
          'Semak NRIC atau FIN anda: huruf terakhir tidak sepadan dengan digitnya. Masukkannya tepat seperti yang tertera pada kad anda',
        passportFormat:
          'Masukkan nombor pasport anda menggunakan 5 hingga 20 huruf dan nombor sahaja, tanpa ruang atau simbol',
      },
      dateOfBirth: {
        required: 'Masukkan tarikh lahir anda',
        dateFormat: 'Masukkan tarikh lahir anda sebagai hari, bulan dan tahun, contohnya 31/08/1985',
        notARealDate: 'Masukkan tarikh yang wujud: semak hari dan bulan, contohnya 31/08/1985',
        notInThePast: 'Tarikh lahir anda mestilah pada masa lalu: semak tahun',
        tooLongAgo: 'Semak tahun tarikh lahir anda',
      },
      acceptanceCode: {
        required: 'Masukkan kod penerimaan daripada surat penerimaan anda',
        acceptanceCodeFormat:
          'Masukkan kod penerimaan sebagai 8 huruf dan nombor, seperti yang dicetak dalam surat penerimaan anda',
        acceptanceCodeNotRecognised:
          'Kod penerimaan ini tidak sepadan dengan nombor ID dan tarikh lahir. Semak ketiga-tiganya dengan surat penerimaan anda',
      },
      otp: {
        required: 'Masukkan kod enam digit yang kami hantar kepada anda',
        otpFormat: 'Masukkan kod sebagai 6 digit, contohnya 123456',
      },
    },
    submitIdentify: 'Teruskan',
    submitting: 'Sila tunggu…',
    acceptanceCodeLink: 'Membayar premium pertama polisi baharu? Log masuk dengan kod penerimaan anda',
    submitAcceptanceCode: 'Log masuk',
  },
  maintenance: {
    tryAgain: 'Cuba lagi',
    checking: 'Menyemak…',
    stillOn: 'Portal masih dalam penyelenggaraan. Sila cuba lagi dalam beberapa minit.',
    unknown: 'Kami tidak dapat menyemak sebentar tadi. Sila cuba lagi sebentar lagi.',
    auto: 'Halaman ini menyemak semula setiap minit dan membawa anda kembali ke portal apabila ia sedia.',
  },
  notConfigured: {
    title: 'Portal ini belum ditetapkan',
    body: (phone: string) =>
      `Portal pembayaran tidak dapat dimulakan kerana ia belum ditetapkan dengan betul. Apa-apa yang anda taip di sini tidak akan dihantar, jadi tiada apa yang perlu diisi. Sila cuba lagi kemudian, atau hubungi khidmat pelanggan kami di ${phone}.`,
  },
  paymentOutcome: {
    loading: 'Memuatkan butiran pembayaran anda…',
    loadFailed: 'Kami tidak dapat memuatkan butiran pembayaran. Sila cuba lagi.',
    noReference: 'Tiada pembayaran untuk ditunjukkan.',
    pending: 'Kami masih menunggu penyedia pembayaran mengesahkan pembayaran ini.',
    checkAgain: 'Semak semula',
    headings: {
      checking: 'Menyemak pembayaran anda',
      unknown: 'Butiran pembayaran tidak tersedia',
      pending: 'Pembayaran sedang disahkan',
      successful: 'Pembayaran berjaya',
      paynowSuccessful: 'Pembayaran PayNow diterima',
      unsuccessful: 'Pembayaran tidak berjaya',
      aml: 'Pembayaran sedang disemak',
      cancelled: 'Pembayaran dibatalkan',
      expired: 'Kod QR PayNow telah tamat tempoh',
    },
    what: {
      successful: 'Terima kasih. Kami telah menerima pembayaran anda.',
      unsuccessful:
        'Pembayaran anda tidak berjaya, jadi anda tidak dicaj. Semak butiran dan cuba lagi, atau pilih cara lain untuk membayar.',
      cancelled:
        'Anda telah membatalkan pembayaran, jadi anda tidak dicaj. Anda boleh mencuba lagi apabila anda bersedia.',
      aml: 'Pembayaran anda telah diterima dan ditahan sementara kami menyelesaikan semakan rutin. Kami akan menghubungi anda jika kami memerlukan apa-apa.',
      expired:
        'Kod QR PayNow telah tamat tempoh sebelum pembayaran anda sampai kepada kami, jadi tiada apa yang telah dibayar. Dapatkan kod baharu untuk mencuba lagi.',
      pending: 'Kami masih menunggu penyedia pembayaran mengesahkan pembayaran ini. Sila jangan bayar sekali lagi.',
    },
    declined: {
      title: 'Apa yang boleh anda lakukan sekarang',
      payNowInstead: 'Bayar dengan PayNow sebagai ganti',
      payNowSame: 'PayNow membayar polisi yang sama dan jumlah yang sama dari akaun bank anda, dengan kod QR.',
      bank: 'Bank anda boleh memberitahu sebab kad ini ditolak: hubungi nombor di belakang kad anda. Bank sering menolak bayaran yang besar atau luar biasa sehingga anda mengesahkan bahawa ia dibuat oleh anda.',
      help: (phone: string, hours: string) => `Untuk bantuan dengan bayaran ini, hubungi kami di ${phone} (${hours}).`,
    },
    cardExpired: {
      heading: 'Pembayaran kad tamat masa',
      what: 'Halaman pembayaran kad tamat masa sebelum pembayaran dibuat, jadi anda tidak dicaj. Anda boleh mencuba lagi apabila anda bersedia.',
    },
    lateTransfer: (days: number) =>
      `Jika anda memindahkan wang selepas kod tamat tempoh, wang itu tidak hilang: kami akan menggunakannya untuk polisi anda atau memulangkannya ke akaun asalnya dalam tempoh ${days} hari bekerja.`,
    receipt: 'Resit',
    details: 'Butiran pembayaran',
    reference: 'Rujukan',
    date: 'Dibayar pada',
    receivedOn: 'Diterima pada',
    startedOn: 'Dimulakan pada',
    total: 'Jumlah keseluruhan',
    method: 'Kaedah pembayaran',
    payor: 'Dibayar oleh',
    payorUnpaid: 'Pembayar',
    status: 'Status',
    reason: (reason: string) => `Sebab: ${reason}`,
    states: {
      pending: 'Sedang disahkan',
      successful: 'Dibayar',
      unsuccessful: 'Tidak dibayar',
      aml: 'Sedang disemak',
      cancelled: 'Dibatalkan',
      expired: 'Tamat tempoh',
    },
    cardEnding: (method: string, last4: string) => `${method} berakhir ${last4}`,
    sent: {
      to: (what: 'receipt' | 'confirmation', channel: 'email' | 'sms', to: string) =>
        `${what === 'receipt' ? 'Resit' : 'Pengesahan'} dihantar ${channel === 'sms' ? 'melalui SMS ' : ''}ke ${to}`,
      again: 'Hantar semula',
      sentAgain: (to: string) => `Dihantar semula ke ${to}. Ia mungkin mengambil masa beberapa minit untuk sampai.`,
      limited: 'Ia telah dihantar semula sekerap yang kami benarkan hari ini. Sila cuba lagi esok.',
      failed: 'Kami tidak dapat menghantar semula resit. Sila cuba lagi.',
    },
    pdf: {
      download: 'Muat turun resit (PDF)',
      app: 'Simpan resit (PDF) ke telefon anda',
      handed: 'Resit telah diserahkan kepada aplikasi untuk disimpan.',
      failed: 'Kami tidak dapat mendapatkan resit PDF. Sila cuba lagi.',
    },
    confirmationPdf: {
      download: 'Muat turun pengesahan (PDF)',
      app: 'Simpan pengesahan (PDF) ke telefon anda',
      handed: 'Pengesahan telah diserahkan kepada aplikasi untuk disimpan.',
      failed: 'Kami tidak dapat mendapatkan pengesahan PDF. Sila cuba lagi.',
    },
    next: {
      heading: 'Apa yang berlaku seterusnya',
      upToDate: (policy: string) => `${policy} telah dijelaskan sepenuhnya.`,
      stillDue: (policy: string) => `${policy} masih mempunyai sebahagian premium yang perlu dibayar.`,
      nextDue: (date: string) => `Premium seterusnya perlu dibayar pada ${date}.`,
      recordedBy: (date: string) => `Pembayaran ini akan dipaparkan dalam rekod polisi anda menjelang ${date}.`,
      recordedForPayor: (date: string) => `Pembayaran ini akan dipaparkan dalam rekod polisi menjelang ${date}.`,
      giro: (policy: string) => `Bayar ${policy} melalui GIRO mulai sekarang, supaya premium tidak terlepas lagi.`,
      giroButton: (policy: string) => `Tetapkan GIRO untuk ${policy}`,
    },
    tryAgain: 'Cuba lagi',
    newCode: 'Dapatkan kod PayNow baharu',
  },
  payment: {
    purposes: {
      oneTimePayment: 'Pilih polisi yang anda ingin bayar sekarang.',
      paymentMethod: 'Bayar dengan kad atau PayNow, dan beritahu kami siapa yang membayar.',
      paymentReview: 'Semak butiran sebelum anda membayar.',
      acceptanceCodePayment: 'Bayar premium permulaan polisi baharu anda.',
    },
    continue: 'Teruskan',
    retry: 'Cuba lagi',
    loading: 'Memuatkan polisi anda…',
    loadFailed: 'Kami tidak dapat memuatkan polisi anda. Sila cuba lagi.',
    none: 'Anda tiada premium yang perlu dibayar pada masa ini.',
    locked:
      'Anda mempunyai pembayaran yang sedang berjalan. Buka halaman semakan untuk melihat statusnya sebelum anda membayar apa-apa lagi.',
    toReview: 'Pergi ke halaman semakan',
    startAgain: 'Pilih polisi untuk dibayar',
    recent: {
      heading: 'Pembayaran anda dalam 30 hari lalu',
      states: { successful: 'Dibayar', aml: 'Diterima, sedang disemak', pending: 'Menunggu pindahan PayNow anda' },
      method: (method: string, last4?: string) => (last4 ? `${method} berakhir ${last4}` : method),
      receipt: (reference: string) => `Resit ${reference}`,
      details: (reference: string) => `Butiran pembayaran ${reference}`,
      failed: 'Kami tidak dapat memuatkan pembayaran terkini anda sekarang.',
    },
    policies: {
      label: 'Polisi dengan premium yang perlu dibayar',
      due: (amount: string, date: string) => `${amount} perlu dibayar pada ${date}`,
      overdue: 'Tertunggak',
      coverUntil: (date: string) => `Bayar sebelum ${date} untuk mengekalkan perlindungan anda.`,
      lifeAssured: (name: string) => `Hayat yang diinsuranskan: ${name}`,
      frequency: {
        monthly: 'Premium bulanan',
        quarterly: 'Premium suku tahunan',
        'half-yearly': 'Premium setengah tahunan',
        yearly: 'Premium tahunan',
      },
      payNowOnly: (limit: string) => `Bayar ini melalui PayNow: pembayaran kad boleh mencecah paling banyak ${limit}.`,
      recurringNext: {
        giro: (date: string) =>
          `Dibayar melalui GIRO: potongan pada ${date} membayar premium ini, jadi anda tidak perlu membayarnya di sini.`,
        card: (date: string) =>
          `Dibayar melalui pembayaran kad berulang anda pada ${date}, jadi anda tidak perlu membayarnya di sini.`,
      },
      recurringMissed: {
        giro: 'Menggunakan GIRO, tetapi tiada potongan dijadualkan untuk premium ini: bayarnya di sini.',
        card: 'Menggunakan pembayaran kad berulang, tetapi tiada caj dijadualkan untuk premium ini: bayarnya di sini.',
      },
      application: 'Premium permulaan polisi baharu anda',
      /** Ticking a premium a scheduled deduction will take: asked once, in a dialog. */
      alsoPay: {
        title: 'Bayar premium ini sekarang juga?',
        body: {
          giro: (amount: string, date: string) =>
            `Potongan GIRO anda pada ${date} tetap akan mengambil ${amount} untuk premium ini, jadi premium ini akan dibayar dua kali.`,
          card: (amount: string, date: string) =>
            `Bayaran kad berulang anda pada ${date} tetap akan mengenakan ${amount} untuk premium ini, jadi premium ini akan dibayar dua kali.`,
        },
        confirm: 'Bayar sekarang juga',
        keep: { giro: 'Biarkan GIRO membayarnya', card: 'Biarkan bayaran kad berulang membayarnya' },
      },
      amount: (policy: string) => `Jumlah untuk ${policy}`,
      amountHint: 'S$1.00 hingga jumlah yang perlu dibayar',
      fixedHint: 'Premium permulaan dibayar sepenuhnya.',
      total: 'Jumlah keseluruhan',
      noneSelected: 'Pilih sekurang-kurangnya satu polisi.',
    },
    amountErrors: {
      amountRequired: 'Masukkan jumlah.',
      amountFormat: 'Masukkan jumlah dalam dolar dan sen, contohnya 245.30.',
      amountDecimals: 'Gunakan paling banyak dua tempat perpuluhan.',
      amountNotPositive: 'Masukkan jumlah melebihi S$0.00.',
      amountBelowMinimum: 'Pembayaran terkecil ialah S$1.00.',
      amountAboveDue: 'Jumlah tidak boleh melebihi premium yang perlu dibayar.',
      amountFixed: 'Premium permulaan mesti dibayar sepenuhnya.',
    },
    limitErrors: {
      totalNotPositive: 'Jumlah keseluruhan mestilah melebihi S$0.00.',
      totalAbovePayNowLimit:
        'PayNow menerima sehingga S$200,000.00 bagi satu pembayaran. Bayar lebih sedikit polisi pada satu masa.',
      totalAboveCardLimit:
        'Pembayaran kad boleh mencecah sehingga S$50,000.00. Pilih PayNow, atau bayar lebih sedikit polisi pada satu masa.',
    },
    method: {
      label: 'Bagaimana anda ingin membayar?',
      brands: { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' },
      card: (brand: string) => (/card$/i.test(brand) ? brand : `Kad ${brand}`),
      cardHint: 'Anda akan memasukkan butiran kad anda di halaman selamat penyedia pembayaran kami.',
      paynow: 'PayNow',
      paynowHint: 'Imbas kod QR dengan aplikasi perbankan anda.',
      required: 'Pilih cara anda ingin membayar.',
      payorLabel: 'Siapa yang membayar?',
      policyholder: 'Saya pemegang polisi',
      thirdParty: 'Orang lain membayar untuk saya',
      thirdPartyHint:
        'Kami akan bertanya tentang orang yang membayar, seperti yang dikehendaki oleh peraturan pencegahan pengubahan wang haram.',
      payorRequired: 'Beritahu kami siapa yang membayar.',
      noPolicies: 'Pilih polisi untuk dibayar terlebih dahulu.',
    },
    review: {
      summary: 'Pembayaran anda',
      policy: (name: string, number: string) => `${name} (${number})`,
      alsoCollected: {
        giro: (date: string) => `Potongan GIRO pada ${date} juga akan mengambil premium ini`,
        card: (date: string) => `Bayaran kad berulang pada ${date} juga akan mengenakan premium ini`,
      },
      total: 'Jumlah keseluruhan',
      method: 'Kaedah pembayaran',
      payor: 'Dibayar oleh',
      payorSelf: 'Pemegang polisi',
      payorThirdParty: 'Pihak ketiga',
      consent: 'Saya mengesahkan bahawa butiran di atas adalah betul dan saya membenarkan pembayaran ini.',
      consentRequired: 'Sahkan butiran untuk membayar.',
      pay: (amount: string) => `Bayar ${amount}`,
      showQr: 'Tunjukkan kod QR PayNow',
      paying: 'Membayar…',
      checkAgain: 'Semak pembayaran saya',
      resume: 'Teruskan ke pembayaran anda',
      unconfirmed:
        'Kami masih mengesahkan pembayaran anda. Sila jangan bayar sekali lagi. Semak semula sebentar lagi: anda tidak akan dicaj dua kali.',
      failed: 'Pembayaran anda tidak dapat dibuat. Anda tidak dicaj. Sila semak butiran dan cuba lagi.',
      badQr: (ref: string) =>
        `Kami tidak dapat menunjukkan kod PayNow yang sah untuk pembayaran ini, jadi kami tidak menunjukkannya. Sila hubungi khidmat pelanggan dan nyatakan rujukan ${ref}.`,
      missing: {
        noPolicies: 'Pilih polisi untuk dibayar terlebih dahulu.',
        noMethod: 'Pilih cara anda ingin membayar terlebih dahulu.',
        noPayor: 'Beritahu kami siapa yang membayar terlebih dahulu.',
        noDeclaration: 'Pengisytiharan pembayar pihak ketiga belum lengkap.',
      },
    },
  },
  paynow: {
    purposes: { payNow: 'Imbas kod QR dengan aplikasi perbankan anda untuk membayar.' },
    toReview: 'Pergi ke halaman semakan',
    frameLabel: 'PayNow',
    toPayee: (payee: string) => `kepada ${payee}`,
    copy: 'Salin',
    copied: 'Disalin',
    copyLabel: (what: string) => `Salin ${what}`,
    copiedAnnounce: (what: string) => `${what} disalin`,
    copyFailed: 'Pelayar anda tidak membenarkan penyalinan. Pilih teks dan salin sendiri.',
    scan: 'Imbas dengan aplikasi perbankan anda',
    byHand: 'Atau bayar secara manual ke UEN kami',
    uen: 'UEN',
    payee: 'Penerima bayaran',
    amount: 'Jumlah',
    reference: 'Rujukan',
    referenceHint: (days: number) =>
      `Masukkan rujukan ini dalam ruangan rujukan atau komen bank anda, tepat seperti yang ditunjukkan. Tanpanya kami tidak dapat memadankan pembayaran anda dengan polisi anda, dan menyelesaikannya boleh mengambil masa sehingga ${days} hari bekerja.`,
    validUntil: (time: string, left: string) => `Sah sehingga ${time}, tinggal ${left}.`,
    left: (seconds: number) => (seconds > 60 ? `${Math.ceil(seconds / 60)} minit` : `${seconds} saat`),
    pays: 'Apa yang dibayar oleh kod ini',
    dailyLimit:
      'Bank mengehadkan jumlah yang boleh anda hantar melalui PayNow sehari, selalunya pada S$1,000 hingga S$5,000 melainkan anda menaikkannya. Jika bank anda menolak jumlah ini, naikkan had PayNow anda dalam aplikasi perbankan anda, kemudian imbas kod ini sekali lagi.',
    expiring: 'Kod ini telah sampai masa tamat tempohnya. Menyemak dengan bank…',
    checkingTime: 'Menyemak berapa lama kod ini sah…',
    waiting:
      'Menunggu pembayaran anda… Biarkan halaman ini terbuka: apabila pembayaran anda sampai kepada kami, kami akan membawa anda ke resit anda.',
    none: 'Tiada pembayaran PayNow yang sedang berjalan.',
    away: (to: string | undefined) =>
      `Jika anda pergi seketika, pembayaran anda tetap dikira: apabila ia sampai kepada kami, kami hantar resit ke ${to ?? 'alamat e-mel atau nombor telefon bimbit dalam rekod anda'}, dan apabila anda log masuk semula ia tersenarai di bawah pembayaran anda.`,
    stopped: 'Kami telah berhenti menyemak pembayaran anda.',
    badQr: (ref: string) =>
      `Kami tidak dapat menunjukkan kod PayNow yang sah, jadi kami tidak menunjukkannya. Sila hubungi khidmat pelanggan dan nyatakan rujukan ${ref}.`,
    qrAlt: (amount: string, payee: string, ref: string) => `Kod QR PayNow: ${amount} kepada ${payee}, rujukan ${ref}`,
    qrFailed: 'Kami tidak dapat melukis kod QR pada peranti ini. Sila bayar secara manual dengan butiran di bawah.',
    save: 'Simpan imej QR',
    saveToApp: 'Simpan imej QR ke telefon anda',
    saveHint: 'Membayar dari telefon ini? Simpan imej, kemudian pilihnya dari skrin imbasan aplikasi perbankan anda.',
    screenshot:
      'Membayar dari telefon ini? Ambil tangkapan skrin kod QR, kemudian pilihnya dari skrin imbasan aplikasi perbankan anda.',
    sentToApp: 'Imej QR sedang disimpan ke foto anda.',
    notSentToApp: 'Kami tidak dapat menyimpan imej. Ambil tangkapan skrin kod QR sebagai ganti.',
  },
  recurring: {
    purposes: {
      recurring: 'Pilih polisi dan cara anda ingin membayarnya secara tetap.',
      giro: 'Beritahu kami tentang akaun bank yang akan anda gunakan untuk membayar.',
      giroSelectBank: 'Pilih bank yang memegang akaun anda.',
      giroReview: 'Semak butiran sebelum anda meneruskan ke bank anda.',
      card: 'Pilih polisi untuk dibayar dengan kad kredit.',
      cardSelectType: 'Pilih jenis kad kredit yang akan anda gunakan.',
      cardReview: 'Semak butiran sebelum anda meneruskan untuk menyimpan kad anda.',
    },
    continue: 'Teruskan',
    loading: 'Memuatkan polisi anda…',
    loadFailed: 'Kami tidak dapat memuatkan polisi anda. Sila cuba lagi.',
    retry: 'Cuba lagi',
    noPolicies: 'Anda tiada polisi premium tetap yang boleh dibayar melalui aturan berulang.',
    startAgain: 'Pilih polisi',
    choosePolicyFirst: 'Pilih polisi untuk aturan ini terlebih dahulu.',
    policy: {
      label: 'Polisi',
      premium: (amount: string, frequency: Frequency) => `${amount} ${FREQUENCY[frequency]}`,
      nextDue: (date: string) => `Premium seterusnya perlu dibayar pada ${date}`,
      overdueSince: (date: string) =>
        `Premium tertunggak sejak ${date}: sila bayarnya sebagai pembayaran sekali sahaja`,
      current: {
        none: 'Tiada aturan berulang',
        giro: (bank: string, pending: boolean) =>
          pending ? `GIRO dari ${bank}, bermula tidak lama lagi` : `Dibayar melalui GIRO dari ${bank}`,
        card: (type: string) => `Dibayar dengan kad kredit ${type}`,
      },
      replaces: 'Ini akan menggantikan aturan berulang semasa polisi ini.',
      errors: {
        required: 'Pilih polisi.',
        unconfirmed: 'Kami masih mengesahkan permintaan anda yang sebelumnya. Buka halaman semakan untuk menyemaknya.',
      },
    },
    method: {
      label: 'Bagaimana anda ingin membayar?',
      giro: 'GIRO dari akaun bank saya',
      giroHint: 'Premium dipotong daripada akaun anda pada setiap tarikh matang.',
      card: 'Kad kredit',
      cardHint: 'Premium dicaj pada Visa atau Mastercard anda pada setiap tarikh matang.',
      cardAboveLimit: 'Premium ini melebihi had kad kredit S$50,000. Sila pilih GIRO.',
      errors: { required: 'Pilih GIRO atau kad kredit.' },
    },
    giro: {
      holderName: {
        label: 'Nama pemegang akaun',
        hint: 'Tepat seperti dalam rekod bank anda, contohnya pada penyata bank anda.',
        errors: {
          required: 'Masukkan nama pemegang akaun.',
          tooLong: 'Nama boleh mengandungi paling banyak 140 aksara.',
          characters: "Gunakan huruf, ruang dan . , ' - / ( ) @ & sahaja.",
        },
      },
      declaration: 'Saya mengisytiharkan bahawa akaun bank ini milik saya sendiri, atas nama saya.',
      accountAtBank:
        'Anda akan memasukkan nombor akaun anda di halaman bank anda sendiri, selepas semakan: kami tidak melihatnya, dan bank anda hanya memberitahu kami empat digit terakhirnya.',
      declarationRequired: 'Sahkan bahawa akaun bank itu milik anda sendiri.',
    },
    bank: {
      label: 'Bank anda',
      hint: 'Anda akan membenarkan aturan GIRO di laman web bank anda sendiri.',
      required: 'Pilih bank anda.',
      firstDeduction: (date: string) =>
        `Premium pertama yang dipotong melalui GIRO ialah premium yang perlu dibayar pada ${date}.`,
      payUntilActive:
        'Sehingga itu, sila terus membayar premium anda seperti biasa: premium yang perlu dibayar sebelum GIRO aktif tidak akan dipotong.',
      loadFailed: 'Kami tidak dapat memuatkan senarai bank. Sila cuba lagi.',
    },
    banks: {
      BOC: 'Bank of China',
      CITI: 'Citibank',
      DBS: 'DBS/POSB',
      HSBC: 'HSBC',
      ICBC: 'ICBC',
      MBB: 'Maybank',
      OCBC: 'OCBC',
      SCB: 'Standard Chartered',
      UOB: 'UOB',
    },
    cardTypes: { visa: 'Visa', mastercard: 'Mastercard' },
    cardType: {
      label: 'Jenis kad',
      hint: 'Anda akan memasukkan butiran kad di halaman selamat penyedia pembayaran kami, bukan di sini.',
      required: 'Pilih jenis kad anda.',
    },
    due: {
      title: 'Satu premium masih perlu dibayar',
      amount: 'Jumlah perlu dibayar',
      dueDate: 'Tarikh matang',
      coverUntil: 'Bayar selewat-lewatnya, untuk mengekalkan perlindungan anda',
      notTaken:
        'Aturan pembayaran berulang anda tidak akan mengambil premium ini, kerana ia matang sebelum potongan pertama.',
      pay: (amount: string) => `Bayar ${amount} sekarang`,
    },
    review: {
      summary: 'Ringkasan',
      policy: 'Polisi',
      premium: 'Premium',
      method: 'Bayar melalui',
      holder: 'Pemegang akaun',
      account: 'Nombor akaun',
      accountAtBank: (bank: string) => `Anda memasukkannya di halaman ${bank} sendiri`,
      bank: 'Bank',
      firstDeduction: 'Potongan GIRO pertama',
      cardType: 'Jenis kad',
      giroMethod: 'GIRO',
      cardMethod: 'Kad kredit',
      terms: 'Terma',
      giroTerms: [
        'Bank anda memotong setiap premium daripada akaun anda pada tarikh matangnya, sehingga anda atau kami menamatkan aturan ini.',
        'Jika potongan gagal, kami akan menulis kepada anda; premium itu kemudiannya mesti dibayar dengan cara lain.',
        'Premium yang perlu dibayar sebelum GIRO aktif mesti dibayar seperti biasa.',
      ],
      cardTerms: [
        'Setiap premium dicaj pada kad yang disimpan pada tarikh matangnya, sehingga anda atau kami menamatkan aturan ini.',
        'Jika caj gagal, kami akan menulis kepada anda; premium itu kemudiannya mesti dibayar dengan cara lain.',
        'Butiran kad anda disimpan oleh penyedia pembayaran kami, tidak sekali-kali oleh kami.',
      ],
      consent: 'Saya telah membaca dan bersetuju dengan terma di atas.',
      consentRequired: 'Bersetuju dengan terma untuk meneruskan.',
      submitGiro: 'Teruskan ke bank saya',
      submitCard: 'Teruskan untuk menyimpan kad saya',
      submitting: 'Sila tunggu…',
      unconfirmed:
        'Kami masih mengesahkan permintaan anda. Sila jangan mula semula: tekan butang sekali lagi untuk menyemak.',
      failed: 'Kami tidak dapat memulakan aturan anda. Sila semak butiran dan cuba lagi.',
      declined:
        'Kad anda tidak disimpan, jadi tiada apa yang telah ditetapkan. Semak kad itu, atau gunakan kad lain, dan cuba lagi.',
      cancelled:
        'Anda telah membatalkan di halaman kad, jadi tiada apa yang telah ditetapkan. Anda boleh mencuba lagi apabila anda bersedia.',
      reason: (text: string) => `Sebab yang diberikan: ${text}`,
    },
    outcome: {
      headings: {
        checking: 'Menyemak aturan anda',
        unknown: 'Butiran aturan tidak tersedia',
        giro: {
          successful: 'Aturan GIRO telah ditetapkan',
          unsuccessful: 'Aturan GIRO tidak ditetapkan',
          aml: 'Aturan GIRO sedang disemak',
          cancelled: 'Aturan GIRO dibatalkan',
          pending: 'Menunggu bank anda',
        },
        card: {
          successful: 'Aturan kad telah ditetapkan',
          unsuccessful: 'Aturan kad tidak ditetapkan',
          aml: 'Aturan kad sedang disemak',
          cancelled: 'Aturan kad dibatalkan',
          pending: 'Menunggu penyedia kad',
        },
      },
      what: {
        successful:
          'Premium anda kini akan dibayar secara automatik pada setiap tarikh matang. Tiada bayaran yang diambil hari ini.',
        unsuccessful:
          'Tiada apa yang telah ditetapkan, dan tiada wang yang diambil. Anda boleh mencuba lagi, atau pilih cara lain untuk membayar.',
        aml: 'Aturan anda ditahan sementara kami menyelesaikan semakan rutin. Tiada apa yang akan dipotong sehingga itu; kami akan menghubungi anda dengan langkah seterusnya.',
        cancelled:
          'Anda telah membatalkan, jadi tiada apa yang telah ditetapkan dan tiada wang yang diambil. Anda boleh mencuba lagi apabila anda bersedia.',
        pending: 'Kami belum menerima jawapan. Jika anda sudah selesai, muat semula halaman ini sebentar lagi.',
      },
      reference: 'Rujukan',
      policy: 'Polisi',
      premium: 'Premium',
      bank: 'Bank',
      card: 'Kad',
      cardEnding: (type: string, last4: string) => `${type} berakhir ${last4}`,
      accountEnding: (bank: string, last4: string) => `Akaun ${bank} berakhir ${last4}`,
      giroHelp: (phone: string, hours: string) =>
        `Jika anda tidak tahu mengapa bank anda menolak, tanya bank anda, atau hubungi kami di ${phone} (${hours}).`,
      firstDeduction: 'Potongan pertama',
      loading: 'Menyemak aturan anda…',
      loadFailed: 'Kami tidak dapat menyemak aturan anda. Sila muat semula halaman untuk mencuba lagi.',
      noReference: 'Kami tidak dapat menemui aturan untuk ditunjukkan di sini.',
      pending: 'Bank anda belum menjawab. Jika anda sudah selesai di bank anda, muat semula halaman ini sebentar lagi.',
      successfulWithDue:
        'Premium anda pada masa hadapan akan dibayar secara automatik, kecuali premium yang masih perlu dibayar di bawah: sila bayar sendiri. Tiada bayaran yang diambil hari ini.',
      giroPayUntilActive: (date: string) =>
        `GIRO biasanya mengambil masa kira-kira tiga minggu untuk menjadi aktif. Sila bayar mana-mana premium yang perlu dibayar sebelum ${date} seperti biasa.`,
      tryAgain: 'Cuba lagi',
      print: 'Cetak halaman ini',
    },
  },
  relationships,
  session: {
    extend: {
      title: 'Adakah anda mahu melanjutkan sesi anda?',
      body: (seconds: number) =>
        `Demi keselamatan anda, sesi anda akan tamat dalam ${spokenTime(seconds)} kerana anda tidak aktif.`,
      clock: (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`,
      clockLabel: 'Masa yang tinggal',
      announce: (seconds: number) => `Sesi anda akan tamat dalam ${spokenTime(seconds)}.`,
      yes: 'Ya',
      no: 'Tidak',
    },
    ended: { title: 'Sesi telah tamat', body: 'Sesi anda telah tamat. Sila cuba log masuk semula.' },
    error: {
      sessionTitle: 'Sesi telah tamat',
      titles: {
        CUSTOMER_NOT_FOUND: 'Kami tidak dapat menemui butiran anda',
        CUSTOMER_IS_BLACKLISTED: 'Kami tidak dapat membenarkan anda masuk',
        CUSTOMER_BLOCKED_AML: 'Kami tidak dapat membenarkan anda masuk',
        SPQR_NRIC_NOT_MATCHING: 'Akaun Singpass tidak sepadan',
        SPQR_INVALID: 'Singpass tidak dapat mengesahkan anda',
        INVALID_BANK_ACCOUNT_ERROR: 'Akaun bank tidak diterima',
        AML_SCREENING_NOT_AVAILABLE: 'Pembayaran pihak ketiga tidak tersedia',
        OTP_LOCKED: 'Log masuk dihentikan sementara demi keselamatan anda',
        OTP_SEND_LIMITED: 'Log masuk dihentikan sementara demi keselamatan anda',
        ACCEPTANCE_CODE_LOCKED: 'Log masuk dihentikan sementara demi keselamatan anda',
        LOGIN_LIMITED: 'Log masuk dihentikan sementara demi keselamatan anda',
        OUTBOUND_REFUSED: 'Kami menghalang pautan yang tidak selamat',
        technical: 'Masalah teknikal',
        serverMessage: 'Kami tidak dapat menyelesaikan ini',
        status401: 'Sesi telah tamat',
        status403: 'Tiada akses',
        status400: 'Permintaan tidak diterima',
        generic: 'Ada sesuatu yang tidak kena',
      },
      close: 'Tutup',
      hours: (hours: string) => `Talian khidmat pelanggan kami dibuka ${hours}.`,
      reference,
      text: (key: ErrorTextKey, phone: string, serverMessage?: string, retryAfterMinutes?: number): string =>
        key === 'serverMessage'
          ? (serverMessage ?? catalogue(phone).generic)
          : isLockoutCode(key)
            ? lockout(key, phone, retryAfterMinutes)
            : catalogue(phone)[key],
    },
  },
  steps: {
    step: (n: number, total: number) => `Langkah ${n} daripada ${total}`,
    line: (n: number, total: number, label: string) => `Langkah ${n} daripada ${total}: ${label}`,
    tracks: {
      oneTime: ['Polisi', 'Kaedah pembayaran', 'Semakan', 'Bayar'],
      oneTimePayor: ['Polisi', 'Kaedah pembayaran: pembayar', 'Semakan', 'Bayar'],
      oneTimeFunds: ['Polisi', 'Kaedah pembayaran: sumber dana', 'Semakan', 'Bayar'],
      thirdParty: ['Cari polisi', 'Tentang anda', 'Sumber dana dan pembayaran'],
      giro: ['Polisi dan kaedah pembayaran', 'Pemegang akaun', 'Pilih bank anda', 'Semakan'],
      card: ['Polisi dan kaedah pembayaran', 'Jenis kad', 'Semakan', 'Simpan kad anda'],
    },
  },
  support: { reference },
  thirdPartyFunds: {
    policy: {
      heading: 'Apa yang perlu dibayar',
      label: 'Polisi',
      policyNumber: 'Nombor polisi',
      amountDue: 'Jumlah perlu dibayar',
      searchAgain: 'Cari polisi lain',
    },
    fundSources: {
      salary: 'Gaji atau pendapatan pekerjaan',
      savings: 'Simpanan',
      'business-income': 'Pendapatan perniagaan',
      'investment-returns': 'Pulangan pelaburan',
      'inheritance-gift': 'Warisan atau hadiah',
      other: 'Lain-lain',
    },
    funds: {
      payorHeading: 'Pembayar',
      source: { label: 'Dari mana datangnya wang untuk pembayaran ini?' },
      sourceOther: { label: 'Terangkan sumber dana' },
      wealthIntro: (threshold: string) =>
        `Oleh kerana pembayaran ini melebihi ${threshold}, kami juga perlu tahu bagaimana anda memperoleh kekayaan anda secara keseluruhan.`,
      wealthHeading: 'Sumber kekayaan',
      wealthSource: { label: 'Sumber utama kekayaan anda' },
      wealthDescription: {
        label: 'Beritahu kami lebih lanjut (pilihan kecuali anda memilih Lain-lain)',
        hint: 'Contohnya: menjual perniagaan pada tahun 2019; 30 tahun bekerja.',
      },
      submitWithLogin: 'Teruskan ke semakan',
      submitting: 'Menyimpan…',
      noDeclaration: 'Buat pengisytiharan terlebih dahulu.',
      goToDeclaration: 'Pergi ke pengisytiharan',
      failed: 'Kami tidak dapat menyimpan ini. Semak sambungan anda dan cuba lagi.',
      errors: {
        source: { required: 'Pilih dari mana datangnya wang itu.' },
        sourceOther: { ...textErrors, required: 'Terangkan sumber dana.' },
        wealthSource: { required: 'Pilih sumber utama kekayaan anda.' },
        wealthDescription: { ...textErrors, required: 'Terangkan sumber kekayaan anda.' },
      },
    },
    copy: {
      download: 'Muat turun salinan pengisytiharan saya',
      hint: 'Nombor ID dan tarikh lahir anda dilindungi dalam salinan.',
      fileTitle: 'Pengisytiharan pembayar pihak ketiga',
      declaredTo: 'Diisytiharkan kepada',
      fields: {
        declarationId: 'Rujukan pengisytiharan',
        declaredAt: 'Diisytiharkan pada',
        fullName: 'Nama penuh',
        idType: 'Jenis ID',
        idNumber: 'Nombor ID',
        dateOfBirth: 'Tarikh lahir',
        nationality: 'Kewarganegaraan',
        relationship: 'Hubungan',
        reason: 'Sebab membayar',
        mobile: 'Telefon bimbit',
        email: 'E-mel',
        policies: 'Polisi',
        amount: 'Jumlah',
        sourceOfFunds: 'Sumber dana',
        sourceOfWealth: 'Sumber kekayaan',
      },
      declaredTrue: 'Pembayar mengisytiharkan bahawa maklumat ini adalah benar dan lengkap.',
    },
  },
  thirdPartyFind: {
    intro:
      'Anda tidak perlu log masuk. Masukkan nombor polisi dan butiran pemegang polisi tepat seperti yang tertera pada polisi.',
    policyNumber: { label: 'Nombor polisi', hint: 'Seperti yang dicetak pada dokumen polisi, contohnya L-1002-01.' },
    idTypeLabel: 'Jenis ID pemegang polisi',
    idNumberLabelNric: 'NRIC/FIN pemegang polisi',
    idNumberLabelPassport: 'Nombor pasport pemegang polisi',
    dateOfBirthLabel: 'Tarikh lahir pemegang polisi',
    submit: 'Cari polisi',
    submitting: 'Mencari polisi…',
    notFound:
      'Kami tidak dapat menemui premium yang perlu dibayar bagi butiran ini. Semak nombor polisi, nombor ID dan tarikh lahir, dan cuba lagi.',
    limited: (phone: string, minutes?: number) =>
      `Kami telah menghentikan sementara carian selepas beberapa percubaan yang tidak berjaya, untuk melindungi butiran pemegang polisi. Sila cuba lagi ${
        minutes ? `dalam ${minutes} minit` : 'kemudian'
      }. Jika anda memerlukan bantuan sekarang, hubungi khidmat pelanggan kami di ${phone}.`,
    errors: {
      policyNumber: {
        required: 'Masukkan nombor polisi.',
        policyNumberFormat: 'Masukkan nombor polisi seperti yang dicetak, dengan huruf, digit dan sengkang.',
      },
    },
  },
  thirdPartyGuest: {
    pay: {
      heading: 'Cara anda membayar',
      method: { label: 'Bagaimana anda ingin membayar?' },
      brands: { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' },
      cardHint:
        'Anda akan membayar di halaman selamat gerbang pembayaran kad. Kami tidak pernah melihat nombor kad anda.',
      paynow: 'PayNow',
      paynowHint: 'Imbas kod QR dengan aplikasi perbankan anda. Kami menunjukkannya di halaman ini.',
      payNowOnly: 'Kad boleh membayar sehingga S$50,000.00, jadi jumlah ini hanya boleh dibayar melalui PayNow.',
      consent: (amount: string) => `Saya membenarkan pembayaran ${amount} untuk polisi ini.`,
      submit: (amount: string) => `Bayar ${amount}`,
      submitPayNow: 'Tunjukkan kod QR PayNow',
      submitting: 'Memulakan pembayaran anda…',
      unconfirmed:
        'Kami masih mengesahkan sama ada pembayaran anda berjaya. Jangan bayar sekali lagi: tekan Bayar untuk menyemak, dan anda tidak akan dicaj dua kali.',
      failed: 'Kami tidak dapat memulakan pembayaran. Tiada caj dikenakan. Cuba lagi.',
      policy: (policyNumber: string) => `Polisi ${policyNumber}`,
      errors: {
        method: {
          required: 'Pilih cara anda ingin membayar.',
          totalNotPositive: 'Jumlah keseluruhan mestilah melebihi S$0.00.',
          totalAboveCardLimit: 'Pembayaran kad boleh mencecah sehingga S$50,000.00. Pilih PayNow.',
          totalAbovePayNowLimit:
            'PayNow menerima sehingga S$200,000.00 bagi satu pembayaran. Bayar jumlah yang lebih kecil.',
        },
        consent: { required: 'Tandakan untuk membenarkan pembayaran.' },
      },
    },
    outcome: {
      loading: 'Menyemak pembayaran anda…',
      headings: {
        checking: 'Menyemak pembayaran anda',
        declarationHeld: 'Pengisytiharan sedang disemak',
        unknown: 'Pembayaran tidak ditemui',
        failed: 'Status pembayaran tidak tersedia',
      },
      receiptHeading: 'Resit',
      detailsHeading: 'Butiran pembayaran',
      reference: 'Rujukan',
      paidAt: 'Dibayar pada',
      receivedAt: 'Diterima pada',
      policy: 'Polisi',
      amount: 'Jumlah',
      method: 'Dibayar dengan',
      methodUnpaid: 'Kad',
      payor: 'Pembayar',
      unknown:
        'Kami tidak dapat menemui pembayaran ini dalam pelayar ini. Jika anda telah membayar, rekod pemegang polisi akan menunjukkannya; jika tidak, anda boleh bermula semula.',
      failed: 'Kami tidak dapat menyemak pembayaran sebentar tadi. Muat semula halaman untuk mencuba lagi.',
      startAgain: 'Bayar premium bagi pihak orang lain',
      declarationHeld:
        'Pengisytiharan anda ditahan sementara kami menyelesaikan semakan rutin. Tiada bayaran yang diambil. Kami akan menghubungi anda jika kami memerlukan apa-apa.',
    },
  },
  textErrors,
  thirdParty: {
    purposes: {
      thirdParty: 'Cari polisi yang ingin anda bayar, kemudian beritahu kami tentang diri anda.',
      thirdPartySourceOfFunds: 'Beritahu kami dari mana datangnya wang untuk pembayaran ini.',
      thirdPartyDeclaration: 'Beritahu kami tentang orang yang membayar premium ini.',
      thirdPartyPaymentSourceOfFunds: 'Beritahu kami dari mana datangnya wang untuk pembayaran ini.',
    },
    idTypes: { NRIC_FIN: 'NRIC/FIN', PASSPORT: 'Pasport' },
    nationalities: {
      SG: 'Warganegara Singapura',
      MY: 'Malaysia',
      ID: 'Indonesia',
      CN: 'China',
      IN: 'India',
      PH: 'Filipina',
      TH: 'Thailand',
      VN: 'Vietnam',
      MM: 'Myanmar',
      BD: 'Bangladesh',
      LK: 'Sri Lanka',
      HK: 'Hong Kong',
      TW: 'Taiwan',
      JP: 'Jepun',
      KR: 'Korea Selatan',
      AU: 'Australia',
      NZ: 'New Zealand',
      GB: 'British',
      US: 'Amerika',
      CA: 'Kanada',
      FR: 'Perancis',
      DE: 'Jerman',
      NL: 'Belanda',
      CH: 'Switzerland',
      OTHER: 'Lain-lain',
    },
    relationships,
    reasons: {
      'family-support': 'Menyara ahli keluarga',
      gift: 'Hadiah kepada pemegang polisi',
      'policyholder-abroad': 'Pemegang polisi berada di luar negara atau tidak dapat membayar',
      'employee-benefit': 'Faedah pekerja',
      business: 'Aturan perniagaan',
      other: 'Lain-lain',
    },
  },
};
