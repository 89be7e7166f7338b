// Every user-facing Turkish string of the spec's catalogue (§8) and of our own additions.
// Server and web both read from here, so an error says the same thing wherever it is shown.

import { leaguePhrase, seasonPhrase } from './labels.js';

/**
 * A score in a sentence, with whose games come first ('. Skor (Ada Kaya – Cem Taş): 6-3 6-2'), as
 * the match card writes it; a result without games ('Hükmen', '(çekilme)') after a colon.
 */
const scoreOf = (order: string, score: string) =>
  score === '' ? '' : /\d/.test(score) ? `. Skor (${order}): ${score}` : `: ${score}`;
/** The reader's games first: the score as `scoreFromSide` gave it for them. */
const yourScore = (opponent: string, score: string) => scoreOf(`siz – ${opponent}`, score);
/**
 * A player's own words quoted in a sentence (' Gerekçe: Yağmur bekleniyor.'), closed with a full
 * stop when they did not end with one, so the sentence after it starts as one; nothing when empty.
 */
const theirWords = (label: string, text: string) => {
  const t = text.trim();
  return t === '' ? '' : ` ${label}: ${/[.!?…]$/.test(t) ? t : `${t}.`}`;
};

export const messages = {
  common: {
    loading: 'Yükleniyor...',
    /** A picker whose search request failed: not "nobody found", which it does not know. */
    searchFailed: 'Arama yapılamadı; bağlantınızı kontrol edip yeniden yazınız.',
    genericError: 'Bir hata oluştu, lütfen daha sonra deneyiniz.',
    /** A request that got no answer (no connection, or none within the time limit). */
    networkError: 'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyiniz.',
    invalidInput: 'Gönderilen bilgiler geçersiz.',
    notFound: 'Aradığınız kayıt bulunamadı.',
    unauthenticated: 'Bu işlem için giriş yapmalısınız.',
    forbidden: 'Yetkiniz yok.',
    tooManyRequests: 'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyiniz.',
    tooManyNotices: (minutes: number) =>
      `Son bir saatte çok sayıda teklif, mazeret ya da maç isteği gönderdiniz; rakiplerinizi korumak için bu işlem durduruldu. Lütfen ${minutes} dakika sonra tekrar deneyiniz.`,
    busy: 'Aynı kayıtlar üzerinde başka bir işlem sürüyordu. Lütfen tekrar deneyiniz.',
    sessionExpired: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapınız.',
    userInfoMissing: 'Kullanıcı bilgileri yüklenemedi.',
    required: 'Bu alan zorunludur.',
    tooLong: (max: number | bigint) => `Bu alan için en fazla ${max} karakter yazabilirsiniz.`,
    crossSite:
      'Bu istek başka bir siteden geldiği için reddedildi. Lütfen sayfayı yenileyip tekrar deneyiniz.',
    bodyTooLarge: 'Gönderilen veri çok büyük.',
    unsupportedType: 'Desteklenmeyen içerik türü. Bilgileri JSON olarak gönderiniz.',
    badUrl: 'İstenen adres geçersiz.',
    headersTooLarge: 'İstek başlıkları çok büyük.',
    requestTimeout: 'İstek zaman aşımına uğradı. Lütfen tekrar deneyiniz.',
    badPage: 'Sayfa numarası geçersiz.',
    invalidChoice: 'Geçerli bir seçenek seçiniz.',
    invalidNumber: 'Geçerli bir sayı giriniz.',
    unknownField: 'Tanınmayan bir alan gönderildi.',
    atLeast: (min: number | bigint) => `Bu değer en az ${min} olmalıdır.`,
    atMost: (max: number | bigint) => `Bu değer en fazla ${max} olabilir.`,
    minLength: (min: number | bigint) => `Bu alan en az ${min} karakter olmalıdır.`,
    minItems: (min: number | bigint) => `En az ${min} öğe seçiniz.`,
    maxItems: (max: number | bigint) => `En fazla ${max} öğe seçebilirsiniz.`,
    malformedText: 'Gönderilen metin geçersiz karakterler içeriyor. Lütfen metni yeniden yazınız.',
    dateOutOfRange: (latest: string) => `Tarih 1 Oca 2000 ile ${latest} arasında olmalıdır.`,
    noDate: 'Tarih bilgisi yok',
    save: 'Kaydet',
    /** Closes a question or a form without doing it: one word across the product. */
    cancel: 'Vazgeç',
    close: 'Kapat',
    back: 'Geri',
  },
  /** The app around the screens: failures, the offline notice, a new version, installing. */
  app: {
    screenFailed: 'Bu sayfa gösterilemedi.',
    screenFailedHelp: 'Bir sorun oluştu. Tekrar deneyebilir ya da menüden başka bir sayfaya geçebilirsiniz.',
    offlineFailed: 'Bağlantınız yok gibi görünüyor; bu sayfa yüklenemedi.',
    offlineFailedHelp: 'İnternete yeniden bağlandığınızda "Tekrar dene"ye dokunun.',
    /**
     * A screen's code that did not arrive while online: cut off on a weak connection, or removed by a
     * new version of the app (which "Tekrar dene", failing again, then takes).
     */
    downloadCut: 'Bu sayfa yüklenemedi.',
    downloadCutHelp:
      'Bağlantınız zayıf olabilir ya da uygulama güncellenmiş olabilir: "Tekrar dene"ye dokunun.',
    retry: 'Tekrar dene',
    /** A write refused because the session had ended: the app goes to the guest home. */
    writeSignedOut:
      'Oturumunuz sona erdiği için isteğiniz kaydedilmedi. Yeniden giriş yapıp tekrar deneyiniz.',
    /** "Çıkış Yap" while the server cannot be reached: only the server ends the session. */
    signOutUnreachable:
      'Çıkış yapılamadı: sunucuya ulaşılamıyor. Bağlantınız geri geldiğinde "Çıkış Yap"a yeniden dokunun.',
    /** /api/me could not be reached: whether the visitor is signed in is not known yet. */
    unreachable: 'Sunucuya ulaşılamıyor.',
    unreachableHelp:
      'İnternet bağlantınızı kontrol ediniz. Bağlantı geri geldiğinde sayfa kendiliğinden açılır; "Tekrar dene"ye de dokunabilirsiniz.',
    offline: 'Bağlantı yok: sunucuya ulaşılamıyor. Gördüğünüz bilgiler güncel olmayabilir.',
    writesWaiting: 'İsteğiniz henüz gönderilmedi; bağlantı geri geldiğinde kendiliğinden gönderilecek.',
    /** A part of a screen with nothing read yet, while its read waits for the connection. */
    readWaiting: 'Bağlantı yok: bu bölüm bağlantı geri geldiğinde yüklenecek.',
    updateReady: 'Yeni sürüm hazır',
    reload: 'Yenile',
    /** "Yenile" while a form on screen holds typed input that has not been sent. */
    reloadLosesInput: 'Yazdıklarınız kaybolacak.',
    reloadLosesInputHelp:
      'Henüz göndermediğiniz bir form var: önce gönderebilir ya da sayfayı yine de yenileyebilirsiniz.',
    /** "Yenile" while a write is on its way or waits for the connection (a reload drops it). */
    reloadLosesWrite: 'Gönderilmeyi bekleyen isteğiniz kaybolacak.',
    reloadLosesWriteHelp:
      'İsteğiniz henüz gönderilmedi: gönderilmesini bekleyebilir ya da sayfayı yine de yenileyebilirsiniz.',
    /** "Yenile" over both typed input and a waiting write. */
    reloadLosesBoth: 'Yazdıklarınız ve gönderilmeyi bekleyen isteğiniz kaybolacak.',
    reloadLosesBothHelp:
      'Henüz göndermediğiniz bir form ve gönderilmeyi bekleyen bir isteğiniz var: bunları tamamlayabilir ya da sayfayı yine de yenileyebilirsiniz.',
    reloadAnyway: 'Yine de yenile',
    keepInput: 'Vazgeç',
  },
  /** Each screen's browser tab title, followed by " · Raket". */
  titles: {
    welcome: 'Hoş Geldiniz',
    guestHome: 'Misafir Girişi',
    login: 'Giriş Yap',
    register: 'Kayıt Ol',
    forgotPassword: 'Şifremi Unuttum',
    resetPassword: 'Yeni Şifre Belirle',
    confirmEmail: 'E-posta Onayı',
    verifyEmail: 'E-posta Doğrulama',
    unsubscribe: 'E-posta Aboneliği',
    dashboard: 'Ana Sayfa',
    profile: 'Profilim',
    unauthorized: 'Yetkisiz Erişim',
    player: 'Oyuncu',
    leagues: 'Ligler',
    leagueSettings: 'Lig Ayarları',
    match: 'Maç Teklif Et',
    /** /match_rew holds the offers received, sent and past, so it is named for all of them. */
    matchReview: 'Maç Teklifleri',
    notifications: 'Bildirimler',
    matchManagement: 'Maç Yönetimi',
    myMatches: 'Maçlarım',
    addLeague: 'Lig Ekle',
    announcements: 'Duyuru Yönetimi',
    adminNotifications: 'Yönetici Bildirimleri',
    adminMail: 'E-posta Gönder',
    admin: 'Yönetim Paneli',
    roles: 'Rol Yönetimi',
    settings: 'Genel Ayarlar',
    userManagement: 'Kullanıcı Yönetimi',
  },
  auth: {
    invalidEmail: 'Geçersiz e-posta adresi.',
    emailTurkishLetter:
      'E-posta adresinde Türkçe harf (ç, ğ, ı, ö, ş, ü) kullanılamaz; adresinizi kontrol ediniz (örneğin ı yerine i yazınız).',
    shortPassword: 'Şifre en az 6 karakter olmalıdır.',
    passwordOneCharacter:
      'Şifreniz tek bir karakterin tekrarı olamaz. Lütfen tahmin edilmesi zor bir şifre seçiniz.',
    passwordIsEmail: 'Şifreniz e-posta adresinizle aynı olamaz.',
    passwordTooCommon: 'Bu şifre çok yaygın ve kolayca tahmin edilir. Lütfen başka bir şifre seçiniz.',
    emailInUse: 'Bu e-posta adresi zaten kullanılıyor. Giriş yapmayı deneyin.',
    registerOther: 'Bir hata oluştu: ',
    registerSuccess: 'Kayıt başarılı! Giriş sayfasına yönlendiriliyorsunuz...',
    emailRequired: 'E-posta adresi zorunludur.',
    passwordRequired: 'Şifre zorunludur.',
    loginFailed: 'E-posta adresi veya şifre hatalı.',
    loginLocked: (minutes: number) =>
      `Bu hesaba çok fazla hatalı giriş denemesi yapıldı. Lütfen ${minutes} dakika sonra tekrar deneyiniz.`,
    registerFailed: 'kayıt tamamlanamadı, lütfen daha sonra tekrar deneyiniz.',
    forgotInvalidEmail: 'Lütfen geçerli bir eposta adresi giriniz.',
    forgotUserNotFound:
      'Bu eposta hesabı kayıtlı ise, şifre sıfırlama linki eposta adresinize gönderilmiştir.',
    forgotOther: 'Bir hata oluştu, lütfen daha sonra deneyiniz.',
    forgotSuccess: 'Epostanızı kontrol ediniz.',
    resetInvalidToken: 'Şifre sıfırlama bağlantısı geçersiz ya da süresi dolmuş.',
    resetSuccess: 'Şifreniz güncellendi. Yeni şifrenizle giriş yapabilirsiniz.',
    /** The reset screen opened from an admin-added user's welcome mail, after the password is set. */
    firstPasswordSet: 'Şifreniz belirlendi. E-posta adresiniz ve şifrenizle giriş yapabilirsiniz.',
    signOutError: 'Çıkış hatası',
  },
  account: {
    section: 'Hesabım',
    /** The link sent to a new address before the change (its text names the account's address). */
    emailConfirmSubject: 'Raket e-posta adresinizi onaylayınız',
    /** The notice of a change the player made, sent to both addresses (an admin's reads the same). */
    emailChangedSubject: 'Raket e-posta adresiniz değiştirildi',
    passwordTitle: 'Şifre değiştir',
    currentPassword: 'Mevcut şifre',
    newPassword: 'Yeni şifre',
    newPasswordAgain: 'Yeni şifre (tekrar)',
    passwordsDiffer: 'Yeni şifreler birbiriyle aynı değil.',
    passwordSubmit: 'Şifreyi değiştir',
    passwordChanged: 'Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.',
    samePassword: 'Yeni şifreniz mevcut şifrenizden farklı olmalıdır.',
    wrongPassword: 'Mevcut şifreniz hatalı.',
    passwordLocked: (minutes: number) =>
      `Şifreniz çok fazla kez hatalı girildi. Hesabınızı korumak için şifre denemeleri durduruldu; lütfen ${minutes} dakika sonra tekrar deneyiniz.`,
    noPassword: 'Hesabınızda şifre tanımlı değil. Şifre sıfırlama bağlantısıyla bir şifre belirleyiniz.',
    emailTitle: 'E-posta adresini değiştir',
    currentEmail: (email: string) => `Kayıtlı e-posta adresiniz: ${email}`,
    newEmail: 'Yeni e-posta adresi',
    emailSubmit: 'Onay bağlantısı gönder',
    sameEmail: 'Yeni e-posta adresiniz mevcut adresinizle aynı.',
    emailInUse: 'Bu e-posta adresi başka bir hesapta kullanılıyor.',
    emailLinkSent: (email: string) =>
      `${email} adresine bir onay bağlantısı gönderdik. Adresiniz, bağlantıyı açtığınızda değişecek.`,
    confirmTitle: 'E-posta adresinizi onaylayınız',
    confirming: 'E-posta adresiniz onaylanıyor...',
    confirmInvalidToken: 'E-posta onay bağlantısı geçersiz, kullanılmış ya da süresi dolmuş.',
    emailChanged: (email: string) => `E-posta adresiniz ${email} olarak değiştirildi.`,
    // Plain strings, which the web build writes in place: every screen loads the catalogue's functions.
    pendingEmailLabel: 'Onay bekleyen yeni adresiniz:',
    pendingEmailUntilLabel: 'Onay bağlantısının son geçerlilik zamanı:',
    pendingEmailNote: 'Bağlantıyı açana kadar adresiniz değişmez.',
    cancelEmailChange: 'Değişikliği iptal et',
    cancelEmailChangeTitle: 'E-posta değişikliğini iptal et',
    keepEmailChange: 'Vazgeç',
    cancelEmailChangeConfirm:
      'Yeni adresinize gönderilen onay bağlantısı geçersiz olacak ve e-posta adresiniz değişmeyecek. Emin misiniz?',
    emailChangeCancelled: (current: string) =>
      `E-posta değişikliği iptal edildi. Adresiniz ${current} olarak kalıyor.`,
    noPendingEmailChange:
      'Onay bekleyen bir e-posta değişikliğiniz yok: bağlantı kullanılmış, süresi dolmuş ya da değişiklik iptal edilmiş olabilir.',
    toProfile: 'Profilime dön',
    toLogin: 'Giriş sayfasına git',
    otherSessionsTitle: 'Diğer cihazlardaki oturumlar',
    otherSessionsHelp:
      'Telefonunuzu kaybettiyseniz ya da ortak bir bilgisayarda giriş yaptıysanız, bu cihaz dışındaki bütün oturumlarınızı buradan kapatabilirsiniz. O cihazlarda anlık bildirimler de kapanır.',
    endOtherSessions: 'Diğer cihazlardaki oturumları kapat',
    endOtherSessionsConfirm:
      'Bu cihaz dışındaki bütün cihazlarda hesabınızdan çıkış yapılacak ve o cihazlarda anlık bildirimler kapanacak. Bu cihazda oturumunuz açık kalır. Emin misiniz?',
    endOtherSessionsSubmit: 'Oturumları kapat',
    otherSessionsEnded: 'Diğer cihazlardaki oturumlarınız kapatıldı.',
    noOtherSessions: 'Başka bir cihazda açık oturumunuz yoktu; bir şey değişmedi.',
  },
  playerPage: {
    notFoundTitle: 'Oyuncu bulunamadı',
    notFound: 'Bu adreste bir oyuncu yok: bağlantı hatalı olabilir ya da oyuncu hesabını silmiş olabilir.',
    toHome: 'Ana sayfaya dön',
  },
  calendar: {
    rotateTitle: 'Takvim adresini yenile',
    rotateConfirm:
      'Yeni bir takvim adresi oluşturulacak. Eski adres hemen çalışmaz olur; takvim uygulamanıza yeni adresi eklemeniz gerekir. Devam etmek istiyor musunuz?',
    rotated: 'Takvim adresiniz yenilendi. Yeni adresi takvim uygulamanıza ekleyiniz.',
    rotateError: 'Takvim adresi yenilenemedi, lütfen daha sonra tekrar deneyiniz.',
  },
  profile: {
    firstNameRequired: 'Ad zorunludur.',
    lastNameRequired: 'Soyad zorunludur.',
    firstNameWebAddress: 'Ad bir web ya da e-posta adresi içeremez; yalnızca adı yazınız.',
    lastNameWebAddress: 'Soyad bir web ya da e-posta adresi içeremez; yalnızca soyadı yazınız.',
    phoneRequired: 'Telefon zorunludur.',
    phoneInvalid: 'Geçerli bir telefon numarası giriniz.',
    birthdateRequired: 'Doğum tarihi zorunludur.',
    genderOnLadder: (leagues: string) =>
      `Şu liglerin sıralamasındasınız: ${leagues}. Cinsiyetiniz bu liglere uymayacağı için değiştirilemez; önce bu liglerden ayrılınız.`,
    birthdateInvalid: "Geçerli bir doğum tarihi giriniz: 1900'den sonra ve bugünden en az 5 yıl önce.",
    genderRequired: 'Cinsiyet seçiniz.',
    cityRequired: 'İl seçiniz.',
    saved: 'Profiliniz kaydedildi.',
  },
  dashboard: {
    leagueLoad: 'Lig verileri yüklenirken bir hata oluştu.',
    participantsLoad: 'Lig katılımcıları yüklenirken bir hata oluştu.',
    offerFailure: 'Teklif gönderilirken veya bildirim oluşturulurken bir hata oluştu.',
    offerSuccess: 'Teklif başarıyla gönderildi ve bildirim oluşturuldu!',
    noPlayers: 'Oyuncu bulunamadı',
    alreadyFirst: 'Tebrikler, siz zaten 1. sıradasınız. Lütfen teklifleri bekleyiniz.',
  },
  // The dashboard's to-do strip and the acting ladder.
  home: {
    todoLoad: 'Yapılacaklar yüklenirken bir hata oluştu.',
    ladderActionsLoad: 'Meydan okuma durumları yüklenemedi.',
  },
  excuse: {
    success: 'Durum güncellendi!',
    dateOrder: 'Mazeret başlangıç tarihi, bitiş tarihinden önce olmalıdır.',
    wholeInPast:
      'Bitiş tarihi bugünden önce olamaz: tamamen geçmişte kalan bir mazeret girilemez. Geçmişte başlayan bir mazeret bugün ya da daha sonra bitmelidir.',
    overlap: (period: string) => `Bu tarihlerle çakışan bir mazeretiniz zaten var (${period}).`,
    outOfOrder: (period: string) =>
      `Mazeretler sırayla girilir: yeni mazeretiniz, son mazeretinizden (${period}) önce başlayamaz.`,
    openEnded: 'süresiz',
    typeRequired: 'Mazeret türü seçiniz.',
    startRequired: 'Başlangıç tarihi zorunludur.',
    endRequired: 'Bitiş tarihi zorunludur.',
    notificationSubject: 'Mazeret Bildirimi',
    notificationText: (name: string, type: string, period: string, openEnded: boolean) =>
      openEnded
        ? `${name} ${period} mazeretlidir (${type}).`
        : `${name} ${period} tarihleri arasında mazeretlidir (${type}).`,
    /**
     * To the other participants of the player's leagues, when the player's excuse ends, shortens or
     * is cancelled; `byStaff`: staff did it, not the player.
     */
    endedForOthers: (name: string, type: string, byStaff = false) =>
      byStaff
        ? `${name} oyuncusunun mazereti bir yetkili tarafından bitirildi (${type}); artık maç teklifi alabilir.`
        : `${name} mazeretini bitirdi (${type}); artık maç teklifi alabilir.`,
    shortenedForOthers: (name: string, type: string, period: string, byStaff = false) =>
      byStaff
        ? `${name} oyuncusunun mazereti bir yetkili tarafından kısaltıldı (${type}): ${period}.`
        : `${name} mazeretini kısalttı (${type}): ${period}.`,
    cancelledForOthers: (name: string, type: string, period: string, byStaff = false) =>
      byStaff
        ? `${name} oyuncusunun mazereti bir yetkili tarafından iptal edildi (${type}, ${period}).`
        : `${name} mazeretini iptal etti (${type}, ${period}).`,
    ownActive: (period: string) =>
      `Aktif bir mazeretiniz var (${period}). Mazeretiniz sürerken teklif gönderemezsiniz; panodaki Mazeret Bildirimi kartından bitirebilirsiniz.`,
    ended: 'Mazeret bitirildi.',
    shortened: 'Mazeretin bitiş tarihi güncellendi.',
    cancelled: 'Mazeret iptal edildi.',
    pastLocked: 'Sona ermiş bir mazeret değiştirilemez.',
    endInPast: 'Bitiş tarihi dünden önce olamaz: geçmiş günlerin mazereti değiştirilemez.',
    endBeforeStart: (start: string) =>
      `Bitiş tarihi, mazeretin başlangıcından (${start}) önce olamaz. Henüz başlamamış bir mazereti iptal edebilirsiniz.`,
    notShorter: (end: string) => `Yeni bitiş tarihi, şimdiki bitiş tarihinden (${end}) önce olmalıdır.`,
    cancelStarted: 'Başlamış bir mazeret iptal edilemez; bitirebilir ya da kısaltabilirsiniz.',
    notYours: 'Bu mazereti değiştirme yetkiniz yok.',
    invalidId: 'Geçersiz mazeret ID.',
    notFound: 'Mazeret bulunamadı.',
    staffChanged: (period: string) => `Mazeretiniz bir yetkili tarafından güncellendi: ${period}.`,
    staffCancelled: (period: string) => `Mazeretiniz (${period}) bir yetkili tarafından iptal edildi.`,
  },
  league: {
    /** The league form, sent with mistakes on tabs not in view: the names of those tabs follow. */
    fixOtherTabs: 'Düzeltilmesi gereken alanların bulunduğu diğer sekmeler:',
    overduePolicyRequired: 'Süresinde oynanmayan maçlar için bir seçenek seçiniz.',
    invalidId: 'Geçersiz lig ID.',
    notFound: 'Lig verisi bulunamadı.',
    loadError: 'Lig verisi alınırken bir hata oluştu.',
    updateError: 'Lig güncellenirken bir hata oluştu.',
    startBeforeLastSeason: (season: string, closedOn: string) =>
      `Başlangıç tarihi ${closedOn} tarihinden önce olamaz: ligin “${season}” sezonu o gün kapandı ve yeni sezon o gün başladı. Sayfayı yenileyip tarihleri tekrar kontrol ediniz.`,
    genderHasPlayers: (n: number) =>
      `Ligde bu cinsiyetten olmayan ${n} oyuncu var; ligin cinsiyetini değiştirmek için önce onları ligden çıkarınız.`,
    deleteConfirm: (name: string) => `${name} adlı ligi silmek istediğinizden emin misiniz?`,
    /** What deleting a league does (leagues/delete-league.ts), listed in its confirmation. */
    deleteConsequences: [
      'Ligin sıralaması ve sıralama geçmişi silinir; oyuncular ligden çıkarılır, hesapları kalır.',
      'Lige yapılmış bütün başvurular, bekleyenler de, silinir.',
      'Ligin moderatörleri bu ligdeki görevlerinden çıkarılır.',
      'Kapanmış sezonların kayıtları silinir.',
      "Maç teklifi ya da maçı olan bir lig silinemez; onu 'Lig Aktif' seçeneğini kaldırarak pasif hale getirebilirsiniz.",
    ],
    deleteIrreversible: 'Bu işlem geri alınamaz.',
    /** Under the edit form's 'Lig Aktif': what an inactive league still does and no longer does. */
    activeNote:
      'Pasif bir lige başvurulamaz ve yeni maç teklifi gönderilemez. Oyuncular sıralamada kalır; bekleyen teklifler yanıtlanabilir, planlanmış maçlar oynanıp sonuçları girilebilir.',
    noneAvailable: 'Uygun Bir Lig Bulunamadı!',
    nameRequired: 'Lig adı zorunludur.',
    nameTaken: 'Bu adla bir lig zaten var; başka bir ad yazınız.',
    cityRequired: 'İl seçiniz.',
    startDateRequired: 'Başlangıç tarihi zorunludur.',
    endDateRequired: 'Bitiş tarihi zorunludur.',
    endBeforeStart: 'Bitiş tarihi başlangıç tarihinden önce olamaz.',
    setCountRequired: 'Set sayısı 3 veya 5 olmalıdır.',
    gameFormatRequired: 'Oyun formatı 4 veya 6 olmalıdır.',
    setDecisionsRequired: 'Karar seti türünü seçiniz.',
    pointTypeRequired: 'Sayı kuralını seçiniz.',
    setTieBreakRequired: 'Set tie-break skoru zorunludur.',
    superTieBreakRequired: 'Süper tie-break skoru zorunludur.',
    genderRequired: 'Lig cinsiyetini seçiniz.',
    limitRequired: 'Bu alan zorunludur.',
    wholeNumber: 'Tam sayı giriniz.',
    between: (min: number, max: number) => `Değer ${min} ile ${max} arasında olmalıdır.`,
    created: 'Lig eklendi.',
    saved: 'Lig kaydedildi.',
    deleted: 'Lig silindi.',
    deleteError: 'Lig silinirken bir hata oluştu.',
    createError: 'Lig eklenirken bir hata oluştu.',
    deleteInUse:
      "Bu ligde maç teklifleri veya maçlar bulunduğu için lig silinemez. Ligi silmek yerine 'Lig Aktif' seçeneğini kaldırarak pasif hale getirebilirsiniz.",
    active: 'Aktif',
    notStarted: 'Başlamadı',
    /** A league's status as players read it (LEAGUE_STATUSES). */
    joinPrompt: 'Henüz bir lige katılmadınız. Uygun ligleri görüp başvurabilirsiniz.',
    pendingTitle: 'Bekleyen başvurunuz var',
    pendingText: (league: string) => `${leaguePhrase(league, 'ligine')} başvurunuz değerlendiriliyor.`,
    notActive: 'Bu lig şu anda başvuruya açık değil.',
    wrongGender: 'Bu lig sizin cinsiyetinize uygun değil.',
    alreadyJoined: 'Bu lige zaten kayıtlısınız.',
    pendingElsewhere: 'Bekleyen bir başvurunuz varken başka bir lige başvuramazsınız.',
    pendingHere: 'Bu lige zaten başvurdunuz; başvurunuz değerlendiriliyor.',
    profileNeeded: 'Lige başvurmak için önce profilinizi tamamlayınız.',
    joinConfirm:
      'Bu lige başvurmak istediğinizden emin misiniz? Başvurunuz değerlendirilirken başka bir lige başvuramazsınız.',
    applied: 'Başvurunuz alındı. Onaylandığında bildirim alacaksınız.',
    applyError: 'Başvuru gönderilirken bir hata oluştu.',
    staleOrder: 'Sıralama bu arada değişmiş. Lütfen listeyi yenileyip tekrar deneyiniz.',
    notParticipant: 'Bu kullanıcı bu ligde değil.',
    userNotFound: 'Kullanıcı bulunamadı.',
    /** Why /leagues lists nothing the player may join. */
    whyNoneProfile: 'Lige başvurabilmek için önce profilinizi tamamlamanız gerekiyor.',
    whyNoneGender:
      'Şu anda cinsiyetinize uygun, başvuruya açık bir lig yok. Yeni bir lig açıldığında burada göreceksiniz.',
    whyNoneJoined: 'Zaten bir ligde oynuyorsunuz; başvuruya açık başka bir lig yok.',
    withdrawTitle: 'Başvuruyu Geri Çek',
    withdrawConfirm: (league: string) =>
      `${leaguePhrase(league, 'ligine')} başvurunuz geri çekilecek. Daha sonra yeniden başvurabilirsiniz.`,
    withdrawn: 'Başvurunuz geri çekildi.',
    withdrawError: 'Başvuru geri çekilirken bir hata oluştu.',
    leaveTitle: 'Ligden Ayrıl',
    leaveConfirm: (league: string) =>
      `${leaguePhrase(league, 'ligi')} sıralamasından çıkacaksınız; altınızdaki oyuncular birer sıra yükselecek ve bu ligdeki bekleyen maç teklifleriniz ve oynanmamış maçlarınız iptal edilip rakiplerinize bildirilecek. Yeniden katılmak için tekrar başvurmanız gerekir.`,
    left: 'Ligden ayrıldınız.',
    leaveError: 'Ligden ayrılırken bir hata oluştu.',
    /** A match still to be played, closed because one of its players came off the ladder. */
    openMatchClosedSubject: 'Maç İptal Edildi',
    openMatchClosedText: (name: string, league: string, why: 'left' | 'removed') =>
      `${
        {
          left: `${name} ligden ayrıldığı için`,
          removed: `${name} ligin sıralamasından çıkarıldığı için`,
        }[why]
      } ${leaguePhrase(league, 'liginde')} aranızdaki oynanmamış maç iptal edildi.`,
    /** A match still to be played, closed because its other player's account was deleted: not named. */
    openMatchClosedByDeletionText: (league: string, by: 'self' | 'admin') =>
      `${by === 'self' ? 'Rakibiniz hesabını sildiği' : 'Rakibinizin hesabı silindiği'} için ${leaguePhrase(league, 'liginde')} aranızdaki oynanmamış maç iptal edildi.`,
    leftOfferCancelledSubject: 'Maç Teklifi İptal Edildi',
    leftOfferCancelledText: (name: string, league: string) =>
      `${name} ligden ayrıldığı için ${leaguePhrase(league, 'liginde')} aranızdaki bekleyen maç teklifi iptal edildi.`,
    removedOfferCancelledText: (name: string, league: string) =>
      `${name} ligin sıralamasından çıkarıldığı için ${leaguePhrase(league, 'liginde')} aranızdaki bekleyen maç teklifi iptal edildi.`,
  },
  applications: {
    approveError: 'Başvuru onaylanırken bir hata oluştu.',
    rejectError: 'Başvuru reddedilirken bir hata oluştu.',
    loadError: 'Başvurular çekilirken bir hata oluştu.',
    approved: 'Başvuru onaylandı!',
    rejected: 'Başvuru reddedildi!',
    /** In the applications dialog after a decision: 'Başvuru onaylandı! Ada Kaya · Yaz Ligi'. */
    decided: (what: string, player: string, league: string) => `${what} ${player} · ${league}`,
    rejectTitle: 'Başvuru reddedilsin mi?',
    rejectQuestion: (player: string, league: string) =>
      `${player} adlı oyuncunun ${leaguePhrase(league, 'ligine')} başvurusu reddedilecek ve oyuncuya bildirilecek. Bu işlem geri alınamaz.`,
    none: 'Bekleyen başvuru bulunmamaktadır.',
    alreadyDecided: 'Bu başvuru zaten sonuçlandırılmış.',
    /** A league's moderator deciding their own application (admins may). */
    ownApplication:
      'Kendi başvurunuz hakkında karar veremezsiniz; ligin başka bir moderatörü ya da bir yönetici karar vermelidir.',
    ownApplicationNote: 'Kendi başvurunuzu ligin başka bir moderatörü ya da bir yönetici değerlendirir.',
    approvedSubject: 'Lig Başvurusu',
    approvedText: (league: string, rank: number) =>
      `${leaguePhrase(league, 'ligine')} başvurunuz onaylandı: sıralamaya ${rank}. sıradan katıldınız.`,
    /** To the player; with the reason staff wrote for them, quoted after it. */
    rejectedText: (league: string, reason = '') =>
      `${leaguePhrase(league, 'ligine')} başvurunuz reddedildi.${theirWords('Gerekçe', reason)}`,
    rejectReasonTooLong: 'Gerekçe en fazla 300 karakter olabilir.',
    rejectReasonLabel: 'Gerekçe (isteğe bağlı)',
    rejectReasonHint: 'Oyuncu bu metni bildiriminde ve e-postasında okur.',
    /** /leagues: the player's latest application was rejected. */
    rejectedTitle: 'Başvurunuz reddedildi',
    /** The applications dialog's bulk approval of the page shown. */
    approveAll: (count: number) => `Tümünü Onayla (${count})`,
    approveAllTitle: 'Başvuruların tümü onaylansın mı?',
    approveAllQuestion: (count: number) =>
      `Bu sayfadaki ${count} başvuru onaylanacak: oyuncular başvuru sırasıyla ligin sıralamasının sonuna eklenir ve her birine bildirilir.`,
    approvedCount: (count: number) => `${count} başvuru onaylandı.`,
    pickApplications: 'Onaylanacak başvuruları seçiniz.',
    tooManyApplications: (max: number) => `Bir seferde en çok ${max} başvuru onaylanabilir.`,
    /** One application the bulk approval could not approve, and why. */
    notApproved: (player: string, reason: string) => `${player}: ${reason}`,
  },
  participants: {
    loadError: 'Katılımcılar yüklenirken bir hata oluştu.',
    addError: 'Kullanıcı eklenirken bir hata oluştu.',
    rankError: 'Rank güncellenirken bir hata oluştu.',
    duplicate: 'Bu kullanıcı zaten bu ligde mevcut.',
    duplicateRegistered: 'Bu kullanıcı zaten bu lige kayıtlı.',
    /** A league's moderator changing their own place on its ladder (admins may). */
    ownRank:
      'Sıralamadaki kendi yerinizi değiştiremezsiniz; bunu ligin başka bir moderatörü ya da bir yönetici yapmalıdır.',
    /** A moderator who plays moving another player past themself, which moves them too. */
    ownRankMove:
      'Bu taşıma sizin sıranızı da değiştirir; kendi yerinizi ligin başka bir moderatörü ya da bir yönetici değiştirir. Oyuncuyu yalnızca sizin üstünüzdeki ya da altınızdaki sıralar arasında taşıyabilirsiniz.',
    /** A moderator who plays taking off a player ranked above them, which moves them up one. */
    ownRankRemoval:
      'Sizden üst sıradaki bir oyuncuyu çıkarmak sizin sıranızı da değiştirir; bunu ligin başka bir moderatörü ya da bir yönetici yapmalıdır.',
    /** On the moderator's own row of the players dialog, in place of its buttons. */
    ownRankNote: 'Kendi yerinizi ligin başka bir moderatörü ya da bir yönetici değiştirir.',
    /** In the players dialog's search, beside the moderator themself. */
    ownAdd: 'Kendinizi ekleyemezsiniz',
    wrongGender: (leagueGender: string) =>
      `Bu lig yalnızca ${leagueGender === 'female' ? 'kadın' : 'erkek'} oyunculara açık; bu oyuncu eklenemez.`,
    genderMismatch: 'Cinsiyeti uymuyor',
    /** In the players dialog's search, beside someone whose profile is not complete. */
    profileIncomplete: 'Profili eksik',
    /** On a row of the players dialog: the player has an excuse covering today. */
    excusedToday: 'Bugün mazeretli',
    excusedUntil: (day: string) => `Son gün: ${day}`,
    excusedOpenEnded: 'Süresiz',
    /** A rank staff set by hand must be a place on the ladder. */
    rankOutOfRange: (players: number) =>
      players === 1
        ? 'Bu ligde tek oyuncu var; sıra yalnızca 1 olabilir.'
        : `Sıra 1 ile ${players} arasında olmalıdır; bu ligde ${players} oyuncu var.`,
    /** Moving one player straight to a place, rather than one step at a time with ↑ and ↓. */
    moveButton: 'Sıra değiştir',
    moveTitle: (name: string) => `Sıra değiştir: ${name}`,
    moveLabel: 'Yeni sıra',
    /** `first`–`last`: the places the editor may move the player to (a moderator who plays: their side of the ladder). */
    moveHint: (rank: number, first: number, last: number) =>
      `Şu anki sırası: ${rank}. ${first} ile ${last} arasında bir sıra yazınız; aradaki oyuncular birer sıra kayar.`,
    /** The same, when the editor's own place leaves the player no other place to go. */
    moveNowhere: (rank: number) =>
      `Şu anki sırası: ${rank}. Sizin sıranızı değiştirmeden bu oyuncuyu taşıyabileceğiniz başka bir sıra yok.`,
    moveConfirm: 'Taşı',
    moved: 'Sıralama güncellendi.',
    /** A hand edit made from a ladder that another edit, a result or a departure has moved since. */
    ladderChanged:
      'Siz bakarken sıralama değişti; değişikliğiniz kaydedilmedi. Güncel sıralama şimdi gösteriliyor, lütfen kontrol edip yeniden deneyiniz.',
    /** A move's "rank as seen" that is not a place on a ladder (sent by a client, never typed). */
    seenRankInvalid:
      'Oyuncunun gördüğünüz sırası 1 veya daha büyük bir tam sayı olmalıdır; sayfayı yenileyip tekrar deneyiniz.',
  },
  /** Staff editing a ladder by hand: what each player whose place changed is told. */
  ladderEdit: {
    addedSubject: 'Lige Eklendiniz',
    added: (league: string, rank: number) =>
      `Lig yönetimi sizi ${leaguePhrase(league, 'ligine')} ekledi; sıranız: ${rank}.`,
    removedSubject: 'Ligden Çıkarıldınız',
    removed: (league: string) => `Lig yönetimi sizi ${leaguePhrase(league, 'liginden')} çıkardı.`,
    movedSubject: 'Sıralamanız Değişti',
    moved: (league: string, from: number, to: number) =>
      `Lig yönetimi ${leaguePhrase(league, 'liginde')} sıralamayı düzenledi: ${from}. sıradan ${to}. sıraya geçtiniz.`,
  },
  moderators: {
    addError: 'Moderatör eklenirken bir hata oluştu.',
    removeError: 'Moderatör silinirken bir hata oluştu.',
    pickUser: 'Lütfen bir kullanıcı seçin.',
    notificationSubject: 'Moderator Yetkisi',
    notificationText: (league: string) =>
      `Siz ${leaguePhrase(league, 'ligi')} için moderatör olarak atandınız.`,
    removedSubject: 'Moderatör Yetkisi Kaldırıldı',
    removedText: (league: string) => `${leaguePhrase(league, 'ligi')} için moderatörlük yetkiniz kaldırıldı.`,
    minChars: 'Aramak için en az 3 karakter giriniz.',
    duplicate: 'Bu kullanıcı zaten bu ligin moderatörü.',
    added: 'Moderatör eklendi.',
    removed: 'Moderatörlük kaldırıldı.',
  },
  offers: {
    sendError: 'Teklif gönderilirken bir hata oluştu.',
    /** The wizard's 'Teklifi Gönder' pressed before its terms box is ticked. */
    termsRequired: 'Teklifi göndermek için şartları kabul ettiğinizi onaylayınız.',
    /** The server's answer to an offer sent without the box: only a page of an older version sends one. */
    termsMissing:
      'Teklifi göndermek için şartları kabul etmeniz gerekir. Ekranda şartlar kutusunu görmüyorsanız sayfayı yenileyin; uygulamanın yeni sürümü açılır.',
    mailProblem: 'E-posta gönderiminde bir sorun oluştu. Lütfen daha sonra tekrar deneyiniz.',
    cancelError: 'Teklif iptali sırasında bir hata oluştu. Lütfen tekrar deneyiniz.',
    missingIds: 'Teklif ID veya rakip oyuncu ID eksik',
    pickOpponent: 'Bir hata oluştu! Lütfen teklif edilecek bir rakip seçin ve tekrar deneyin.',
    noOpponentEmail: 'Rakip oyuncunun e-posta adresi bulunamadı. Lütfen bir rakip seçiniz.',
    notOfferable: 'Teklif Edilemez',
    alreadySent: 'Teklif Zaten Gönderildi',
    cancelled: 'Teklif başarıyla iptal edildi.',
    accepted: 'Teklif başarıyla kabul edildi!',
    rejected: 'Teklif başarıyla reddedildi!',
    noLeague: 'Aktif bir lige kayıtlı değilsiniz ya da liginiz artık aktif değil.',
    joinFirst: 'Maç teklif edebilmek için önce bir lige katılın.',
    afterApproval: (league: string) =>
      `${leaguePhrase(league, 'ligine')} başvurunuz onaylandığında bu ligde maç teklif edebilirsiniz.`,
    notificationSubject: 'Maç Teklifi',
    excused: '(Mazeretli)',
    expiredText: 'Süre doldu',
    sent: 'Teklif başarıyla gönderildi!',
    rechallengeOpensOn: (date: string) => `Tekrar teklif edebileceğiniz tarih: ${date}.`,
    responseDeadlinePassed: 'Bu teklifin yanıt süresi doldu; artık kabul edilemez.',
    notPending: 'Bu teklif artık beklemede değil.',
    pickLeague: 'Geçerli bir lig seçiniz.',
    onlyOpponent: 'Bu teklifi yalnızca teklif edilen oyuncu yanıtlayabilir.',
    onlyOfferer: 'Bu teklifi yalnızca teklifi gönderen oyuncu iptal edebilir.',
    notInLeague: 'Rakip oyuncu liginizde değil.',
    reasons: {
      noRank: 'Sıralamanız bilinmiyor.',
      self: 'Kendinize teklif gönderemezsiniz.',
      outOfWindow: 'Bu oyuncu teklif aralığınızın dışında.',
      challengerExcused: 'Aktif bir mazeretiniz var.',
      opponentExcused: 'Oyuncunun aktif bir mazereti var.',
      alreadySent: 'Bu oyuncuya bekleyen bir teklifiniz var.',
      matchOpen:
        'Bu oyuncuyla henüz sonuçlanmamış bir maçınız var; yeni teklif için önce o maçın sonucu kesinleşmeli.',
      recentlyBeaten: 'Bu oyuncuya son maçınızda yenildiniz; rövanş için bekleme süresi dolmadı.',
      opponentFull: 'Oyuncunun bekleyen teklif sayısı sınıra ulaştı.',
      challengerFull: 'Bekleyen teklif sayınız sınıra ulaştı.',
    },
    cancelSubject: 'Maç Teklifi İptal Edildi',
    acceptSubject: 'Maç Teklifi Kabul Edildi',
    arrangeAt: (url: string) => `Maçın zamanını rakibinizle belirlemek için: ${url}`,
    rejectSubject: 'Maç Teklifi Reddedildi',
    overtakenSubject: 'Maç Teklifi Geçersiz Oldu',
  },
  mail: {
    failed: 'E-posta gönderimi başarısız oldu.',
    /** Under the message of an admin's mail: who sent it, as every other mail of the portal says. */
    adminFooter: 'Bu e-postayı Raket portalının yönetimi gönderdi.',
    error: 'E-posta gönderimi sırasında bir hata oluştu.',
    success: 'E-posta başarıyla gönderildi!',
    callFailed: 'Failed to send email: ',
    pickRecipient: 'Lütfen bir alıcı seçiniz.',
    pickLeague: 'Lütfen bir lig seçiniz.',
    noRecipients: 'Bu ligde e-posta gönderilecek katılımcı yok.',
    /** A league mail whose league was deleted after it was picked. */
    leagueGone: 'Seçtiğiniz lig artık yok; sayfayı yenileyip tekrar deneyiniz.',
    /** The league mailing's list of leagues could not be read: not "no league". */
    leaguesFailed: 'Ligler yüklenemedi; bağlantınızı kontrol edip sayfayı yenileyiniz.',
    /** Why a mail did not go out, in words an admin can act on (`shared/rules/mail-error.ts`). */
    deliveryErrors: {
      refused:
        'E-posta sunucusu bağlantıyı kabul etmedi; SMTP adresini ve sunucunun çalıştığını kontrol ediniz.',
      unknownHost: 'E-posta sunucusunun adresi bulunamadı; SMTP adresini kontrol ediniz.',
      timeout: 'E-posta sunucusu zamanında yanıt vermedi.',
      closed: 'E-posta sunucusuyla bağlantı gönderim sırasında koptu.',
      tls: 'E-posta sunucusuyla güvenli bağlantı kurulamadı (TLS veya sertifika sorunu).',
      login: 'E-posta sunucusu kullanıcı adını veya şifreyi kabul etmedi; SMTP ayarlarını kontrol ediniz.',
      recipient: 'E-posta sunucusu alıcı adresini kabul etmedi; adresin doğru olduğunu kontrol ediniz.',
      temporary: 'E-posta sunucusu iletiyi şimdilik kabul etmedi (geçici hata); yeniden denenecek.',
      rejected: 'E-posta sunucusu iletiyi kabul etmedi.',
      file: 'E-posta dosyası kaydedilemedi; sunucunun veri klasörünü ve disk alanını kontrol ediniz.',
      other: 'E-posta gönderilemedi; ayrıntısı Gönderim Kuyruğu’nda ve sunucu kayıtlarındadır.',
    },
    /** The server's own words under the Turkish reason, for whoever sets up the mail server. */
    serverSaid: 'Sunucunun iletisi',
    /** The outbox, after 'Yeniden dene', following the mail's subject and recipient. */
    retried:
      'yeniden gönderim kuyruğuna alındı; birazdan gönderilecek. Durumunu “Bekliyor” ve “Gönderildi” listelerinden izleyebilirsiniz.',
    /**
     * What the outbox keeps of a mail with a one-time link (reset, first password, e-mail change,
     * verification) once it went out: the link must not outlive its delivery in a copy of the database.
     */
    oneTimeLinkSent:
      'Bu e-posta tek kullanımlık bir bağlantı içerdiği için gönderildikten sonra metni saklanmaz.',
    /** The outbox tab: how long its records stay (RETENTION_DAYS). */
    kept: (sentDays: number, failedDays: number) =>
      `Gönderilen e-postalar bu listede ${sentDays} gün, gönderilemeyenler ${failedDays} gün kalır; sonra kayıtları silinir.`,
  },
  matches: {
    added: 'Maç başarıyla eklendi!',
    playerRequired: 'Oyuncu seçiniz.',
    unnamedPlayer: 'Adı girilmemiş oyuncu',
    samePlayers: 'Oyuncu 1 ve Oyuncu 2 farklı kişiler olmalıdır.',
    dateRequired: 'Maç tarihi ve saati zorunludur.',
    dateInvalid: 'Geçerli bir tarih ve saat giriniz.',
    statusInvalid: 'Geçerli bir maç durumu seçiniz.',
    scoreTooLong: 'Skor en fazla 50 karakter olabilir.',
    scoreOnlyPlayed:
      'Skor yalnızca oynanmış bir maç için girilir; planlanmış ya da iptal edilmiş bir maçın skorunu boş bırakınız.',
    playedInFuture: 'Oynanmış bir maçın tarihi ileride olamaz; oynandığı günü ve saati giriniz.',
    playedBeforeSeason: (start: string) =>
      `Oynanmış bir maçın tarihi bu sezonun başlangıcından (${start}) önce olamaz; önceki sezonların sonuçları sıralamayı değiştirmez.`,
    plannedBeforeSeason: (start: string) =>
      `Planlanmış bir maçın tarihi bu sezonun başlangıcından (${start}) önce olamaz; maçın oynanacağı günü ve saati giriniz.`,
    alreadyPlanned:
      'Bu iki oyuncunun bu ligde planlanmış bir maçı zaten var; oynandıysa sonucunu o maça giriniz.',
    offerPending:
      'Bu iki oyuncu arasında yanıt bekleyen bir maç teklifi var; teklif kabul edilirse maç kendiliğinden planlanır. Önce teklifin yanıtlanmasını bekleyiniz.',
    playedScoreRequired: 'Oynanmış bir lig maçının skorunu giriniz (Oyuncu 1’in oyunları önce, ör. 6-4 6-3).',
    playedScoreHint:
      'Oyuncu 1’in oyunları önce: ör. 6-4 3-6 10-8 ya da 7-6(5) 6-4. Sonuç hemen kesinleşir; Oyuncu 1 kazanırsa ve sıralamada Oyuncu 2’nin altındaysa onun sırasına geçer.',
    playerNotInLeague: 'Seçilen oyuncu bu ligde değil.',
    /** A league's moderator adding a match they play in (admins may). */
    ownMatch:
      'Kendi oynadığınız bir maçı ekleyemezsiniz; bu maçı ligin başka bir moderatörü ya da bir yönetici eklemelidir.',
    leagueRequired: 'Lig seçiniz.',
    /** Under /macm's league choice while 'Ligsiz maç' is chosen: such a result touches no ladder. */
    noLeagueHint:
      'Ligsiz maç hiçbir ligin sıralamasını değiştirmez ve lig sonuçlarında görünmez. Bir lig maçı için önce ligini seçiniz.',
    playerNotFound: 'Seçilen oyuncu bulunamadı.',
    empty: 'Henüz maç eklenmedi.',
  },
  roles: {
    saved: 'Rol güncellendi.',
    invalidRole: 'Geçerli bir rol seçiniz.',
    onlySuperAdminGrants: 'Süper Yönetici rolünü yalnızca bir Süper Yönetici verebilir ya da geri alabilir.',
    lastSuperAdmin: 'Portalın son Süper Yöneticisi kendi rolünü değiştiremez.',
  },
  settings: {
    saved: 'Ayarlar kaydedildi.',
    loginTimeoutRange: 'Oturum zaman aşımı 1 ile 1440 dakika arasında bir tam sayı olmalıdır.',
    matchDeadlineRange: 'Maç tamamlama süresi 1 ile 90 gün arasında bir tam sayı olmalıdır.',
  },
  notifications: {
    empty: 'Yeni bildirim yok.',
    loadError: 'Bildirimler yüklenirken bir hata oluştu.',
    markAll: 'Tümünü okundu işaretle',
    markedAll: (n: number) =>
      n === 0 ? 'Okunmamış bildiriminiz yoktu.' : `${n} bildirim okundu olarak işaretlendi.`,
    deleted: 'Bildirim silindi.',
    deletedMany: (n: number) => `${n} bildirim silindi.`,
    undo: 'Geri al',
    restored: 'Bildirim geri alındı.',
    restoredMany: (n: number) => `${n} bildirim geri alındı.`,
    /** The detail view's button to what the notification is about. */
    open: {
      offer: 'Teklife Git',
      match: 'Maçlarıma Git',
      /** A match the staff are asked to decide (a dispute, an overdue match). */
      staffMatch: 'Maç Yönetimine Git',
      application: 'Liglere Git',
      league: 'Lig Ayarlarına Git',
      player: 'Oyuncunun Sayfasına Git',
      /** A notice about the reader themself (a closed season's final rank). */
      ownPage: 'Sayfanıza Git',
    },
  },
  /** Each player's notification settings, the unsubscribe link and push on this device. */
  preferences: {
    title: 'Bildirim ayarları',
    intro:
      'Site içindeki bildirimler her zaman açıktır. Hangi konularda e-posta ve anlık bildirim alacağınızı aşağıdan seçebilirsiniz.',
    categories: {
      challenges: 'Maç teklifleri',
      results: 'Sonuçlar ve maçlar',
      leagues: 'Ligler ve başvurular',
      announcements: 'Duyurular',
    },
    /** The table's first column's heading, for screen readers: the categories' names are under it. */
    topic: 'Konu',
    email: 'E-posta',
    push: 'Anlık bildirim',
    saved: 'Bildirim ayarlarınız kaydedildi.',
    saveError: 'Bildirim ayarlarınız kaydedilemedi, lütfen tekrar deneyiniz.',
    /** The line that leads a category mail's reader to its screen (when the mail has no link of its own). */
    mailScreen: {
      challenges: (url: string) => `Maç tekliflerinizi görmek için: ${url}`,
      results: (url: string) => `Maçlarınızı görmek ve yanıtlamak için: ${url}`,
      leagues: (url: string) => `Bildirimlerinizi görmek için: ${url}`,
      announcements: (url: string) => `Duyuruları görmek için: ${url}`,
    },
    mailFooter: (url: string) =>
      `Bu konudaki e-postaları artık almak istemiyorsanız bu bağlantıyı açınız: ${url}`,
    unsubscribeTitle: 'E-posta aboneliği',
    unsubscribeQuestion: (category: string) =>
      `"${category}" konusundaki e-postalar size artık gönderilmesin mi? Site içindeki bildirimleriniz sürer.`,
    unsubscribeButton: 'E-postaları durdur',
    unsubscribed: (category: string) =>
      `"${category}" konusundaki e-postalar durduruldu. Dilediğiniz zaman profil sayfanızdaki bildirim ayarlarından yeniden açabilirsiniz.`,
    unsubscribeInvalid:
      'Bu bağlantı geçersiz. Bildirim ayarlarınızı oturum açarak profil sayfanızdan değiştirebilirsiniz.',
    pushTitle: 'Bu cihaz',
    pushEnable: 'Bildirim izni',
    pushDisable: 'Bu cihazda anlık bildirimleri kapat',
    pushOn: 'Bu cihazda anlık bildirimler açık.',
    pushOffHint: 'Maç teklifleri ve sonuçlar telefonunuza anında gelsin isterseniz izin veriniz.',
    pushEnabled: 'Anlık bildirimler bu cihazda açıldı.',
    pushDisabled: 'Anlık bildirimler bu cihazda kapatıldı.',
    pushUnsupported:
      'Bu tarayıcı anlık bildirimleri desteklemiyor. Telefonunuzda siteyi ana ekrana ekleyip oradan açarak deneyebilirsiniz.',
    pushDenied: 'Bildirim izni verilmedi. İzni tarayıcınızın site ayarlarından açabilirsiniz.',
    pushError: 'Anlık bildirimler açılamadı, lütfen daha sonra tekrar deneyiniz.',
    pushBadEndpoint: 'Bu tarayıcının bildirim adresi kabul edilmedi.',
    announcementPushTitle: 'Yeni duyuru',
  },
  announcements: {
    mailSubject: (title: string) => `Yeni Duyuru: ${title}`,
    mailText: (title: string, content: string) => `${title}\n\n${content}`,
    /** An announcement without an end date stays until it is removed. */
    noEnd: 'Süresiz',
    titleRequired: 'Başlık zorunludur.',
    contentRequired: 'İçerik zorunludur.',
    endDatePast: 'Bitiş tarihi bugünden önce olamaz.',
    saved: 'Duyuru kaydedildi.',
    deleted: 'Duyuru silindi.',
    none: 'Okunmamış duyuru yok.',
    noneAtAll: 'Henüz duyuru yok.',
    loadError: 'Duyurular yüklenirken bir hata oluştu.',
    deleteConfirm: (title: string) => `"${title}" başlıklı duyuruyu silmek istediğinizden emin misiniz?`,
    /** The new announcement's form: what 'Kaydet' sets going, which cannot be called back. */
    publishNote:
      'Kaydettiğinizde duyuru hemen yayınlanır: herkes sitede görür; duyuruları e-postayla alan oyunculara (varsayılan budur) e-posta, anlık bildirim alanlara anlık bildirim gider. Sonradan yapılan düzeltmeler yeniden gönderilmez.',
    /** The edit form: a change shows on the site, no mail goes again. */
    editNote: 'Değişiklik sitede hemen görünür; duyuru yeniden e-postayla gönderilmez.',
  },
  adminLogs: {
    empty: 'Bu filtrelere uyan kayıt yok.',
    dateOrder: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
    loadError: 'Yönetici bildirimleri yüklenirken bir hata oluştu.',
    markAll: 'Tümünü okundu işaretle',
    markAllTitle: 'Kayıtlar okundu işaretlensin mi?',
    markAllQuestion: (n: number) =>
      `Bu tarih aralığında ve konuda okunmamış ${n} kayıt okundu olarak işaretlenecek. Kayıtlar silinmez; Okunmuş sekmesinde kalır.`,
    markedAll: (n: number) => (n === 0 ? 'Okunmamış kayıt yoktu.' : `${n} kayıt okundu olarak işaretlendi.`),
  },
  reminders: {
    failed: 'Hatırlatma kontrolü sırasında bir hata oluştu.',
    busy: 'Hatırlatma kontrolü şu anda başka bir yerde çalışıyor; sonuç birazdan görünecek.',
    outsideWindow: 'Hatırlatmalar yalnızca 08:00–22:59 (İstanbul) arasında gönderilir.',
    expiredSubject: 'Maç Teklifinin Süresi Doldu',
    reminderSubject: 'Maç Teklifi Hatırlatması',
    reminderText: (offerer: string, league: string, deadline: string, link: string) =>
      `${leaguePhrase(league, 'liginde')} ${offerer} size bir maç teklifi gönderdi ve teklif hâlâ yanıtınızı bekliyor. Son yanıt tarihi: ${deadline}. Teklifi incelemek için: ${link}`,
  },
  users: {
    deleteWarning: 'Dikkat! Bu işlem geri alınamaz.',
    /** The add/edit-user form: a profile without phone or birth date is not complete, nor on a ladder. */
    incompleteNote:
      'Telefon ve doğum tarihi girilmezse profil eksik kalır: kullanıcı, ilk girişinde profilini tamamlayana kadar bir lige eklenemez.',
    genderOnLadder: (leagues: string) =>
      `Bu oyuncu şu liglerin sıralamasında: ${leagues}. Cinsiyeti bu liglere uymayacağı için değiştirilemez; önce oyuncuyu bu liglerden çıkarınız.`,
    created: 'Kullanıcı eklendi. Şifresini belirlemesi için e-posta gönderildi.',
    updated: 'Kullanıcı güncellendi.',
    /** To the old and the new address when staff change a user's e-mail address. */
    emailChangedByStaffSubject: 'Raket e-posta adresiniz değiştirildi',
    emailChangedByStaffText: (email: string) =>
      `Merhaba,\n\nPortalın yönetimi Raket hesabınızın e-posta adresini ${email} olarak değiştirdi. Bundan sonra bu adresle giriş yapacak ve e-postalarımızı bu adreste alacaksınız; şifreniz değişmedi.\n\nBu değişikliği siz istemediyseniz lütfen portalın yöneticisine hemen haber veriniz.\n\nRaket`,
    deleted: 'Kullanıcı silindi.',
    /** An account locked for sign-in after repeated wrong passwords, on /userm. */
    signInLockedUntil: (until: string) => `Girişi kilitli (${until} saatine kadar)`,
    signInLockCleared: 'Giriş kilidi kaldırıldı; kullanıcı şimdi giriş yapabilir.',
    signInNotLocked: 'Bu hesabın girişi kilitli değil; kaldırılacak bir kilit yok.',
    onlySuperAdminLiftsLock:
      'Başka bir yöneticinin ya da bir Süper Yöneticinin giriş kilidini yalnızca bir Süper Yönetici kaldırabilir.',
    emailInUse: 'Bu e-posta adresi başka bir kullanıcı tarafından kullanılıyor.',
    cannotDeleteSelf: 'Kendi hesabınızı silemezsiniz.',
    lastSuperAdmin: 'Portalın son Süper Yöneticisi silinemez.',
    onlySuperAdminDeletes: 'Bir Süper Yönetici yalnızca başka bir Süper Yönetici tarafından silinebilir.',
    onlySuperAdminEdits: 'Bir Süper Yöneticinin bilgilerini yalnızca bir Süper Yönetici değiştirebilir.',
    onlySuperAdminChangesEmail:
      'Başka bir yöneticinin e-posta adresini yalnızca bir Süper Yönetici değiştirebilir.',
    empty: 'Kullanıcı bulunamadı.',
    searchTooLong: 'Arama metni en fazla 100 karakter olabilir.',
    welcomeSubject: "Raket'e hoş geldiniz",
    /** The one mail an admin-added user gets: its link sets their first password. */
    welcomeText: (name: string, link: string) =>
      `Merhaba ${name},\n\nRaket yönetimi sizi Raket'e ekledi. Şifrenizi belirlemek için bu bağlantıyı açınız (1 saat geçerlidir):\n${link}\n\nŞifrenizi belirledikten sonra e-posta adresinizle giriş yapabilirsiniz. Bağlantının süresi dolarsa giriş sayfasındaki 'Şifremi unuttum' bağlantısıyla yenisini isteyebilirsiniz.\n\nRaket`,
  },
  arrange: {
    waiting: 'Zaman bekleniyor',
    planned: (slot: string) => `Planlandı: ${slot}`,
    notYourMatch: 'Bu maç size ait değil.',
    notOpen: 'Bu maç artık planlanmış durumda değil; zamanı değiştirilemez.',
    hasResult: 'Skoru girilmiş bir maçın zamanı veya durumu değiştirilemez.',
    slotsCount: 'Bir ile üç arasında zaman önerebilirsiniz.',
    slotPast: 'Önerdiğiniz zamanlar ileride olmalıdır.',
    slotAfterDeadline: (deadline: string) => `Önerdiğiniz zamanlar maçın son gününü (${deadline}) geçemez.`,
    slotDuplicate: 'Aynı zamanı iki kez önerdiniz.',
    slotGone: 'Bu zaman geçti; artık seçilemez. Rakibinizle yeni bir zaman belirleyiniz.',
    dateRequired: 'Maçın tarihini seçiniz.',
    timeRequired: 'Maçın saatini seçiniz.',
    placeRequired: 'Yer veya kort adını yazınız.',
    placeTooLong: 'Yer en fazla 100 karakter olabilir.',
    slotInvalid: 'Geçerli bir zaman seçiniz.',
    noSuchRequest: 'Bu istek artık yanıt beklemiyor.',
    ownRequest: 'Kendi isteğinizi yanıtlayamazsınız; rakibinizin yanıtını bekleyiniz.',
    alreadyAsked: 'Bu maç için yanıt bekleyen aynı türde bir istek zaten var.',
    postponeAgain: 'Bu maç bir kez ertelendi; yeniden ertelenemez.',
    postponeDays: (max: number) => `Erteleme 1 ile ${max} gün arasında olmalıdır.`,
    postponeNoDeadline: 'Bu maçın son günü olmadığı için ertelenemez.',
    postponeStillPast:
      'Bu erteleme yetmez: yeni son gün de geçmiş olur. Daha uzun bir erteleme isteyiniz ya da lig yönetiminin kararını bekleyiniz.',
    reasonTooLong: 'Gerekçe en fazla 300 karakter olabilir.',
    kindInvalid: 'Geçerli bir istek türü seçiniz.',
    answerInvalid: 'Kabul veya ret seçiniz.',
    proposed: 'Önerdiğiniz zamanlar rakibinize iletildi.',
    agreed: (slot: string) => `Maç planlandı: ${slot}.`,
    asked: 'İsteğiniz rakibinize iletildi.',
    withdrawn: 'İsteğiniz geri çekildi.',
    withdrawButton: 'Geri çek',
    withdrawnSubject: 'Maç İsteği Geri Çekildi',
    withdrawnText: (name: string, kind: 'slots' | 'postpone' | 'cancel') =>
      `${name} ${{ slots: 'zaman önerisini', postpone: 'erteleme isteğini', cancel: 'iptal isteğini' }[kind]} geri çekti; yanıtlamanız gerekmiyor.`,
    notYourRequest: 'Yalnızca kendi isteğinizi geri çekebilirsiniz.',
    declined: 'İstek reddedildi.',
    postponed: (deadline: string) => `Maç ertelendi. Yeni son gün: ${deadline}.`,
    cancelled: 'Maç ikinizin onayıyla iptal edildi.',
    proposalSubject: 'Maç İçin Zaman Önerisi',
    proposalText: (by: string, slots: string[]) =>
      `${by} maçınız için ${slots.length === 1 ? 'bir zaman' : 'zamanlar'} önerdi: ${slots.join('; ')}. Uygun olanı seçmek veya başka zaman önermek için Maçlarım sayfasına bakınız.`,
    agreedSubject: 'Maç Zamanı Kesinleşti',
    agreedText: (by: string, slot: string) => `${by} önerilen zamanı onayladı. Maçınız: ${slot}.`,
    postponeSubject: 'Maç Erteleme İsteği',
    postponeText: (by: string, days: number, reason: string) =>
      `${by} maçınızın son gününü ${days} gün ertelemek istiyor.${theirWords('Gerekçe', reason)} Onaylamak veya reddetmek için Maçlarım sayfasına bakınız.`,
    cancelAskSubject: 'Maç İptal İsteği',
    cancelAskText: (by: string, reason: string) =>
      `${by} maçınızı karşılıklı olarak iptal etmek istiyor.${theirWords('Gerekçe', reason)} Onaylamak veya reddetmek için Maçlarım sayfasına bakınız.`,
    postponedSubject: 'Maç Ertelendi',
    postponedText: (by: string, deadline: string) =>
      `${by} erteleme isteğini onayladı. Maçın yeni son günü: ${deadline}.`,
    cancelledSubject: 'Maç İptal Edildi',
    declinedSubject: 'İsteğiniz Reddedildi',
    declinedText: (by: string, what: string) => `${by}, ${what} isteğinizi reddetti.`,
    declinedWhat: { postpone: 'erteleme', cancel: 'iptal', slots: 'zaman' } as const,
    reminderSubject: (lead: '24h' | '2h') => (lead === '24h' ? 'Yarın Maçınız Var' : 'Maçınız 2 Saat Sonra'),
    reminderText: (opponent: string, slot: string) =>
      `Hatırlatma: ${opponent} ile maçınız ${slot}. İyi oyunlar!`,
    overdueStaffSubject: 'Süresinde Oynanmayan Maç',
    overdueStaffText: (p1: string, p2: string, league: string) =>
      `${p1} - ${p2} maçı (${league}) son gününe kadar oynanmadı ve sonucu girilmedi. Karar Maç Yönetimi sayfasında verilir.`,
    overdueWalkoverSubject: 'Maç Hükmen Sonuçlandı',
    whatsappText: (opponent: string, me: string, league: string) =>
      `Merhaba ${opponent}, ben ${me}. Raket'teki ${league} maçımız için yazıyorum; ne zaman oynayalım?`,
  },
  results: {
    pageTitle: 'Maçlarım',
    loadError: 'Maçlarınız yüklenirken bir hata oluştu.',
    noOpen: 'Oynanacak maçınız yok.',
    noOpenHelp:
      'Bir maç teklifi kabul edildiğinde maç burada görünür; rakibinizle zamanını ve yerini burada kararlaştırır, skoru burada girersiniz.',
    noRecent: 'Henüz sonuçlanmış maçınız yok.',
    beforeSlot: (slot: string) =>
      `Anlaştığınız maç zamanı (${slot}) henüz gelmedi. Maçı daha önce oynadıysanız skoru girebilirsiniz; oynamadıysanız Vazgeç'e basınız.`,
    reported: 'Skor kaydedildi. Rakibinizin onayı bekleniyor.',
    confirmed: 'Sonuç onaylandı.',
    disputed: 'İtirazınız kaydedildi. Lig yöneticileri karar verecek.',
    decided: 'Sonuç kaydedildi.',
    corrected: 'Sonuç düzeltildi.',
    /** A match agreed before the league's last reset: its result moves nobody. */
    ladderStaysReset:
      'Bu maç, sıralama sıfırlanmadan önce kararlaştırıldı: sonucu geçerlidir ama sıralamayı değiştirmez.',
    /** A league match whose result moves nobody on the ladder, whoever wins. */
    ladderStays: 'Bu maçın sonucu sıralamayı değiştirmez: oyunculardan biri artık ligin sıralamasında değil.',
    cancelled: 'Maç iptal edildi.',
    notYourMatch: 'Bu maç size ait değil.',
    notPlanned: 'Bu maç artık planlanmış durumda değil.',
    /** Two players sent a score at once: the one whose score came second is told what to do now. */
    alreadyReported:
      'Rakibiniz bu maçın skorunu sizden önce girdi; sizin girdiğiniz skor kaydedilmedi. Girilen skoru inceleyip onaylayabilir ya da itiraz edebilirsiniz.',
    alreadyReportedByYou: 'Bu maçın skorunu zaten girdiniz.',
    scoreAlreadyIn: 'Bu maçın skoru zaten girildi.',
    nothingToConfirm: 'Onaylanacak bir skor yok.',
    ownReport: 'Kendi girdiğiniz skoru onaylayamaz veya itiraz edemezsiniz.',
    wrongLeague: 'Bu maç seçilen lige ait değil.',
    /** Staff naming a no-show before the play deadline: the match could still be played. */
    cancelNotDue:
      'Maçın oynanma süresi henüz dolmadı; maç hâlâ oynanabilir. Süre dolmadan maçı yalnızca kimseyi gelmemiş saymadan iptal edebilirsiniz.',
    cancelHasResult:
      'Skoru girilmiş bir maç, rakip oyuncu itiraz etmedikçe iptal edilemez; sonucu karara bağlayınız.',
    /** A league's moderator who plays in the match stands aside (admins do not). */
    ownMatch:
      'Kendi maçınız hakkında karar veremezsiniz; bu maçı ligin başka bir moderatörü ya da bir yönetici karara bağlamalıdır.',
    /** The staff's cancel dialog for a planned match not yet due. */
    cancelEarlyNote:
      'Maçın oynanma süresi henüz dolmadı. Maç oynanmayacaksa (uzun süreli sakatlık, lig kararı) iptal edebilirsiniz: kimse hükmen yenik sayılmaz, sıralama değişmez ve tekrar teklif için bekleme süresi uygulanmaz. İki oyuncuya da bildirilir.',
    /** Beside such a match in /macm, in place of its buttons. */
    ownMatchNote:
      'Bu maçta oynadığınız için karar veremezsiniz; ligin başka bir moderatörü ya da bir yönetici karar verir.',
    notFinal: 'Yalnızca oynanmış veya planlanmış maçların sonucu girilebilir.',
    seasonClosed: (season: string) =>
      `Bu maç kapanmış “${season}” sezonunda arşivlendi; kapanmış bir sezonun sonuçları düzeltilemez, o sezonun son sıralaması da değişmez.`,
    reasonTooLong: 'Açıklama en fazla 500 karakter olabilir.',
    outcomeInvalid: 'Geçerli bir sonuç türü seçiniz.',
    sideInvalid: 'Geçerli bir oyuncu seçiniz.',
    gamesInvalid: 'Oyun sayısı 0 ile 99 arasında tam sayı olmalıdır.',
    reportSubject: 'Maç Sonucu Girildi',
    resultSubject: 'Maç Sonucu Kesinleşti',
    /** To a player a winning challenger jumped over: their place went down by one. */
    passedSubject: 'Sıralamanız Değişti',
    /** The end of that mail: the ladder, where the new place shows. */
    passedLadderAt: (url: string) => `Güncel sıralamayı görmek için: ${url}`,
    disputeSubject: 'Maç Sonucuna İtiraz',
    /**
     * `score` as the match records it, player 1's games first: the sentence says so by their names.
     * Staff may look after several leagues: the league is named when the match has one.
     */
    disputeText: (by: string, p1: string, p2: string, score: string, reason: string, league: string | null) =>
      `${by}, ${league ? `${leaguePhrase(league, 'ligindeki')} ` : ''}${p1} – ${p2} maçı için girilen sonuca itiraz etti${scoreOf(`${p1} – ${p2}`, score)}.${theirWords('Açıklama', reason)} Karar Maç Yönetimi sayfasında verilir.`,
    decideAt: (url: string) => `Karar vermek için Maç Yönetimi: ${url}`,
    correctedSubject: 'Maç Sonucu Düzeltildi',
    cancelSubject: 'Maç İptal Edildi',
    rechallengeBlocked: (name: string, date: string) =>
      `${name} size karşı kazandığı için ${date} tarihine kadar ona tekrar teklif gönderemezsiniz.`,
  },
  // Seasons: closing a league's season and its archive.
  seasons: {
    nameRequired: 'Sezon adını yazınız.',
    nameTaken: 'Bu ligde bu adla kapatılmış bir sezon zaten var; başka bir ad seçiniz.',
    resetRuleInvalid: 'Yeni sezonun sıralamasının nasıl başlayacağını seçiniz.',
    notStarted: 'Lig henüz başlamadı; başlamamış bir sezon kapatılamaz.',
    startedToday: 'Bu sezon bugün başladı; en erken yarın kapatılabilir.',
    endBeforeToday: 'Yeni sezonun bitiş tarihi bugünden önce olamaz.',
    /** A league's moderator who plays in it, closing with a reset that would move their own rank. */
    ownRank: (from: number, to: number) =>
      `Sıralamayı sıfırlamak sizin de sıranızı değiştirir (${from}. sıradan ${to}. sıraya); sezonu böyle kapatmayı ligin başka bir moderatörü ya da bir yönetici yapmalıdır. Son sıralamayla devam ederek kapatabilirsiniz.`,
    /** Beside the reset option in the season dialog, for that moderator. */
    ownRankNote: (from: number, to: number) =>
      `Sizin de sıranızı değiştirir (${from}. → ${to}.); bunu ligin başka bir moderatörü ya da bir yönetici yapar.`,
    notFound: 'Sezon bulunamadı.',
    loadError: 'Geçmiş sezonlar yüklenemedi.',
    closed: (name: string) => `${name} kapatıldı; yeni sezon başladı.`,
    offerCancelledSubject: 'Teklif İptal Edildi: Sezon Kapandı',
    offerCancelledText: (other: string, side: 'sent' | 'received', league: string, season: string) =>
      `${leaguePhrase(league, 'liginde')} ${seasonPhrase(season)} kapandığı için ${
        side === 'sent' ? `${other} oyuncusuna gönderdiğiniz` : `${other} oyuncusunun size gönderdiği`
      } bekleyen maç teklifi iptal edildi. ${
        side === 'sent'
          ? 'Yeni sezonda yeniden teklif gönderebilirsiniz.'
          : `${other} yeni sezonda size yeniden teklif gönderebilir.`
      }`,
    closedSubject: 'Sezon Kapandı',
    /** `carriedMatch`: the player has a match agreed before the last reset, going on unplayed. */
    closedText: (league: string, season: string, finalRank: number, newRank: number, carriedMatch = false) =>
      `${leaguePhrase(league, 'liginde')} ${seasonPhrase(season)} kapandı. Sezonu ${finalRank}. sırada bitirdiniz; yeni sezona ${newRank}. sıradan başlıyorsunuz.${
        carriedMatch
          ? ' Sıralama sıfırlanmadan önce kabul edilmiş maçınız yeni sezonda sonuç olarak sayılır ama sıralamayı değiştirmez.'
          : ''
      }`,
    /** The question before a season closes: what happens to the ladder, the dates and the offers. */
    closeQuestion: (league: string, season: string, rule: 'keep' | 'alphabetical', endDate: string) =>
      `${leaguePhrase(league, 'liginde')} "${season}" kapatılsın mı? ${
        rule === 'alphabetical'
          ? 'Sıralama sıfırlanır: oyuncular yeni sezona soyadlarına göre başlar ve bu sezon kazanılan sıralar geri gelmez. Kabul edilmiş maçlar yeni sezonda sonuç olarak sayılır ama sıralamayı değiştirmez.'
          : 'Oyuncular yeni sezona bu sezonu bitirdikleri sırayla başlar.'
      } Yeni sezon bugün başlar ve ${endDate} tarihinde biter; bekleyen teklifler iptal edilir.`,
    resetRule: {
      keep: 'Son sıralamayla devam',
      alphabetical: 'Sıralamayı sıfırla (soyadına göre alfabetik)',
    },
  },
  // Exports: CSV downloads for the staff.
  exports: {
    seasonNotInLeague: 'Bu sezon seçilen lige ait değil.',
  },
  // --- KVKK: information text, data download, account deletion --------------------------------
  privacy: {
    title: 'Aydınlatma Metni',
    accept: "Aydınlatma Metni'ni okudum.",
    show: "Aydınlatma Metni'ni oku",
    openInTab: "Aydınlatma Metni'ni yeni sekmede aç",
    hide: "Aydınlatma Metni'ni gizle",
    mustAccept: "Kayıt olmak için Aydınlatma Metni'ni okuduğunuzu onaylayınız.",
    changed: 'Aydınlatma Metni siz okurken güncellendi. Lütfen yeni metni okuyup yeniden onaylayınız.',
    version: (version: number, date: string | null) =>
      date ? `Sürüm ${version} · ${date}` : `Sürüm ${version}`,
    textRequired: 'Aydınlatma Metni boş olamaz.',
    textTooLong: 'Aydınlatma Metni en fazla 20.000 karakter olabilir.',
    saved: (version: number) => `Aydınlatma Metni kaydedildi (sürüm ${version}).`,
    unchanged: 'Metin değişmediği için sürüm aynı kaldı.',
    settingsTitle: 'Aydınlatma Metni (KVKK)',
    settingsHelp:
      'Kayıt sayfasında ve Aydınlatma Metni sayfasında gösterilir. Değiştirilmiş bir metni kaydetmek sürümünü bir artırır; yeni kayıt olanlar yeni sürümü onaylar.',
    logNote: (version: number) => `Aydınlatma Metni güncellendi (sürüm ${version}).`,
    section: 'Kişisel verilerim',
    sectionHelp:
      'KVKK kapsamındaki haklarınızı buradan kullanabilirsiniz: verilerinizin bir kopyasını indirebilir veya hesabınızı silebilirsiniz.',
    download: 'Verilerimi indir',
    downloadHelp:
      'Profiliniz, ligleriniz, teklifleriniz, maçlarınız, bildirimleriniz, mazeretleriniz, başvurularınız, sıralama geçmişiniz ve tercihleriniz tek bir JSON dosyası olarak iner.',
    downloadFailed: 'Verileriniz indirilemedi, lütfen tekrar deneyiniz.',
    deleteTitle: 'Hesabımı sil',
    deleteHelp: 'Hesabınız silinince bir daha giriş yapamazsınız ve bu işlem geri alınamaz.',
    deleteConfirmTitle: 'Hesabınız silinsin mi?',
    deleteConfirmItems: [
      'Bütün liglerin sıralamasından çıkarsınız; altınızdaki oyuncular birer sıra yükselir.',
      'Bekleyen maç teklifleriniz ve oynanmamış maçlarınız iptal edilir; rakiplerinize haber verilir.',
      'Adınız, e-posta adresiniz, telefonunuz, doğum tarihiniz ve profil bilgileriniz silinir; bütün oturumlarınız kapanır.',
      'Oynadığınız maçların sonuçları, rakiplerinizin geçmişi doğru kalsın diye "Silinmiş oyuncu" adıyla kalır.',
    ],
    deleteIrreversible: 'Bu işlem geri alınamaz.',
    passwordLabel: 'Şifreniz',
    passwordRequired: 'Hesabınızı silmek için şifrenizi giriniz.',
    wrongPassword: 'Şifreniz hatalı.',
    deleteSubmit: 'Hesabımı kalıcı olarak sil',
    deleted: 'Hesabınız silindi. Raket’i kullandığınız için teşekkür ederiz.',
    lastSuperAdmin:
      'Portalın tek Süper Yöneticisi olduğunuz için hesabınızı silemezsiniz. Önce başka bir kullanıcıyı Süper Yönetici yapınız.',
    offerCancelledSubject: 'Maç Teklifi İptal Edildi',
    /** An offer a deletion cancelled, told to its other player: the deleted player is not named. */
    offerCancelledByDeletionText: (league: string, by: 'self' | 'admin') =>
      `${by === 'self' ? 'Rakibiniz hesabını sildiği' : 'Rakibinizin hesabı silindiği'} için ${leaguePhrase(league, 'ligindeki')} bekleyen maç teklifiniz iptal edildi.`,
    deletedMailSubject: 'Raket hesabınız silindi',
    deletedMailText:
      'Merhaba,\n\nRaket hesabınız isteğiniz üzerine silindi. Ad, e-posta, telefon, doğum tarihi ve profil bilgileriniz silindi; geçmiş maç sonuçları "Silinmiş oyuncu" adıyla kalır.\n\nBu işlemi siz yapmadıysanız lütfen portalın yöneticisine hemen haber veriniz.\n\nRaket',
    deletedByAdminMailText:
      'Merhaba,\n\nRaket hesabınız portalın yöneticisi tarafından silindi. Ad, e-posta, telefon, doğum tarihi ve profil bilgileriniz silindi; geçmiş maç sonuçları "Silinmiş oyuncu" adıyla kalır.\n\nBir yanlışlık olduğunu düşünüyorsanız lütfen portalın yöneticisine başvurunuz.\n\nRaket',
    logNoteDeleted: 'Oyuncu kendi hesabını sildi (KVKK); kişisel bilgileri silindi.',
    linkLabel: 'Aydınlatma Metni',
  },
  /**
   * The downloaded data file's own words (its keys are written in the export itself). A group of its
   * own: the web reads the privacy group whole, and these are the server's alone.
   */
  privacyExport: {
    about:
      "Bu dosya, Raket'in sizinle ilgili tuttuğu bütün kişisel verileri içerir (KVKK madde 11). Zamanlar Türkiye saatiyle yazılmıştır. Diğer oyuncular yalnızca adlarıyla geçer.",
    you: 'Siz',
    won: 'Kazandınız',
    lost: 'Kaybettiniz',
    /** The season of a match, offer or rank change whose season has not closed yet. */
    currentSeason: 'Şu anki sezon',
  },
  /** E-mail verification: the link mailed at registration, the banner and the offer refusal. */
  emailVerification: {
    bannerTitle: 'E-posta adresinizi doğrulayın',
    bannerText: (email: string) =>
      `Kayıt olurken ${email} adresine bir doğrulama bağlantısı gönderdik. Bağlantıyı açana kadar maç teklifi gönderemezsiniz.`,
    /** After registering (and on the login screen it leads to): where the link went. */
    registeredCheckInbox: (email: string) =>
      `${email} adresine bir doğrulama bağlantısı gönderdik. Gelen kutunuzu (gerekirse gereksiz klasörünü) kontrol edip bağlantıyı açınız; açana kadar maç teklifi gönderemezsiniz. E-posta gelmezse giriş yaptıktan sonra "Bağlantıyı yeniden gönder" ile yenisini isteyebilirsiniz.`,
    resend: 'Bağlantıyı yeniden gönder',
    resent: (email: string) => `${email} adresine yeni bir doğrulama bağlantısı gönderdik.`,
    resendTooSoon: (seconds: number) =>
      `Yeni bir bağlantı istemek için ${seconds} saniye bekleyiniz; son gönderdiğimiz bağlantı da geçerlidir.`,
    alreadyVerified: 'E-posta adresiniz zaten doğrulanmış.',
    verified: 'E-posta adresiniz doğrulandı. Artık maç teklifi gönderebilirsiniz.',
    /** The link of another account than the one signed in on this device: that account is verified. */
    verifiedOther:
      'Bu bağlantı, şu an giriş yapmış olduğunuz hesaba değil başka bir hesaba aitti; o hesabın e-posta adresi doğrulandı. Giriş yaptığınız hesapta hiçbir şey değişmedi.',
    /** Signed in with a verified address, a link opened: it may be another account's. */
    signedInVerified:
      'Giriş yaptığınız hesabın e-posta adresi zaten doğrulanmış. Bu bağlantı başka bir hesaba aitse, o hesabın adresini aşağıdaki düğmeyle doğrulayabilirsiniz; giriş yaptığınız hesap değişmez.',
    invalidToken:
      'Doğrulama bağlantısı geçersiz, süresi dolmuş ya da daha önce kullanılmış. Adresinizi daha önce doğruladıysanız giriş yapmanız yeterlidir; doğrulamadıysanız giriş yapıp "Bağlantıyı yeniden gönder" ile yeni bir bağlantı isteyiniz.',
    offerRefused:
      'Teklif Edilemez: Maç teklifi göndermek için önce e-posta adresinizi doğrulamalısınız. Size gönderdiğimiz bağlantıyı açınız ya da yeni bir bağlantı isteyiniz.',
    pageTitle: 'E-posta doğrulama',
    mailSubject: 'Raket e-posta adresinizi doğrulayınız',
    mailText: (link: string) =>
      `Merhaba,\n\nRaket'e hoş geldiniz. E-posta adresinizi doğrulamak için bu bağlantıyı açınız (7 gün geçerlidir, bir kez kullanılabilir):\n${link}\n\nAdresinizi doğrulayana kadar giriş yapabilir, ancak maç teklifi gönderemezsiniz. Bu kaydı siz yapmadıysanız bu e-postayı dikkate almayınız.\n\nRaket`,
    settingLabel: 'Yeni hesaplar e-posta adresini doğrulamalı',
    settingDescription:
      'Açıkken yeni kayıt olan oyuncular, e-postayla gönderilen bağlantıyı açana kadar maç teklifi gönderemez.',
  },
  /** /match_rew: incoming, sent and past offers. */
  offerInbox: {
    incoming: 'Gelen',
    sent: 'Gönderilen',
    history: 'Geçmiş',
    noSent: 'Yanıt bekleyen gönderilmiş teklifiniz yok.',
    noHistory: 'Henüz sonuçlanmış bir teklifiniz yok.',
    cancelTitle: 'Teklifi İptal Et',
    cancelConfirm: (opponent: string) =>
      `${opponent} oyuncusuna gönderdiğiniz maç teklifi iptal edilecek ve ${opponent} bilgilendirilecek. Emin misiniz?`,
    cancelKeep: 'Vazgeç',
    /** A past offer's outcome, by its status. */
    outcome: {
      pending: 'Yanıt bekliyor',
      accepted: 'Kabul edildi',
      rejected: 'Reddedildi',
      cancelled: 'İptal edildi',
      expired: 'Süresi doldu',
      unavailable_due_to_other_offer: 'Geçersiz oldu',
    },
    sentTo: (name: string) => `Gönderilen: ${name}`,
    receivedFrom: (name: string) => `Gelen: ${name}`,
  },
  /**
   * Notifications (and their mails) as their reader reads them: "you", and the other player by name.
   * Each event has a text for each side of it.
   */
  inbox: {
    /** The league is named first: a player on two ladders knows which one the challenge is about. */
    offerReceived: (league: string, offerer: string, respondBy: string) =>
      `${leaguePhrase(league, 'liginde')} ${offerer} size maç teklifi gönderdi. Lütfen ${respondBy} tarihine kadar yanıtlayın.`,
    offerSent: (league: string, opponent: string, respondBy: string) =>
      `${leaguePhrase(league, 'liginde')} ${opponent} oyuncusuna maç teklifi gönderdiniz. Teklif ${respondBy} tarihine kadar yanıtlanmalıdır.`,
    offerCancelledByYou: (opponent: string) =>
      `${opponent} oyuncusuna gönderdiğiniz maç teklifini iptal ettiniz.`,
    offerCancelledForYou: (offerer: string) => `${offerer} size gönderdiği maç teklifini iptal etti.`,
    offerAcceptedByYou: (offerer: string, playBy: string) =>
      `${offerer} oyuncusunun maç teklifini kabul ettiniz. Maç ${playBy} tarihine kadar oynanmalıdır.`,
    offerAcceptedForYou: (opponent: string, playBy: string) =>
      `${opponent} maç teklifinizi kabul etti. Maç ${playBy} tarihine kadar oynanmalıdır.`,
    /** To the opponent who rejected: the offerer is deemed the winner. */
    offerRejectedByYou: (offerer: string, offererRank: number, yourRank: number, moved: boolean) =>
      moved
        ? `${offerer} oyuncusunun maç teklifini reddettiniz. ${offerer} hükmen galip sayıldı ve ${offererRank}. sıraya yükseldi; siz ${yourRank}. sıraya indiniz.`
        : `${offerer} oyuncusunun maç teklifini reddettiniz. ${offerer} hükmen galip sayıldı; zaten sizin üstünüzde olduğu için sıralama değişmedi: ${offerer} ${offererRank}. sırada, siz ${yourRank}. sıradasınız.`,
    /** To the offerer whose offer was rejected. */
    offerRejectedForYou: (opponent: string, yourRank: number, opponentRank: number, moved: boolean) =>
      moved
        ? `${opponent} maç teklifinizi reddetti. Hükmen galip sayıldınız ve ${yourRank}. sıraya yükseldiniz; ${opponent} ${opponentRank}. sıraya indi.`
        : `${opponent} maç teklifinizi reddetti. Hükmen galip sayıldınız; zaten üst sırada olduğunuz için sıralama değişmedi: siz ${yourRank}. sıradasınız, ${opponent} ${opponentRank}. sırada.`,
    /** A pending offer the ladder has overtaken, to the offerer. */
    offerOvertakenSent: (opponent: string, yourRank: number, opponentRank: number, window: number) =>
      `${opponent} oyuncusuna gönderdiğiniz maç teklifi, sıralama değiştiği için artık geçerli değil: siz ${yourRank}. sıradasınız, ${opponent} ${opponentRank}. sırada. ${
        yourRank < opponentRank
          ? 'Artık rakibinizin üstündesiniz.'
          : `Aradaki fark teklif edilebilecek en fazla ${window} sırayı aşıyor.`
      }`,
    /** The same, to the opponent. */
    offerOvertakenReceived: (offerer: string, offererRank: number, yourRank: number, window: number) =>
      `${offerer} oyuncusunun size gönderdiği maç teklifi, sıralama değiştiği için artık geçerli değil: ${offerer} ${offererRank}. sırada, siz ${yourRank}. sıradasınız. ${
        offererRank < yourRank
          ? `${offerer} artık sizin üstünüzde.`
          : `Aradaki fark teklif edilebilecek en fazla ${window} sırayı aşıyor.`
      }`,
    /** To an offerer whose pending offer closed because the opponent answered another offer first. */
    offerClosedByOtherAnswer: (opponent: string) =>
      `${opponent}, kendisine gelen başka bir maç teklifini yanıtladığı için ona gönderdiğiniz maç teklifi artık geçerli değil; bekleyen teklifleriniz arasında sayılmıyor.`,
    offerExpiredSent: (opponent: string, league: string, deadline: string) =>
      `${leaguePhrase(league, 'liginde')} ${opponent} oyuncusuna gönderdiğiniz maç teklifi ${deadline} tarihine kadar yanıtlanmadığı için süresi doldu.`,
    offerExpiredReceived: (offerer: string, league: string, deadline: string) =>
      `${leaguePhrase(league, 'liginde')} ${offerer} oyuncusunun size gönderdiği maç teklifini ${deadline} tarihine kadar yanıtlamadığınız için teklifin süresi doldu.`,
    /**
     * The result messages go to one player each: `score` comes from the reader's side (their games
     * first, shared/rules/score.ts `scoreFromSide`), and the sentence says so ('Skor (siz – Ada Kaya): 3-6 2-6').
     * To the other player; `youWon`: the reader is the winner the report names.
     */
    resultReported: (reporter: string, score: string, youWon: boolean, until: string) =>
      `${reporter} maç sonucunu girdi${yourScore(reporter, score)}. ${youWon ? 'Girilen sonuca göre kazanan sizsiniz.' : `Girilen sonuca göre kazanan: ${reporter}.`} Lütfen onaylayın veya itiraz edin. ${until} tarihine kadar yanıt vermezseniz sonuç kendiliğinden onaylanır.`,
    resultFinal: (opponent: string, score: string, youWon: boolean) =>
      `${opponent} ile maçınız sonuçlandı${yourScore(opponent, score)}. ${youWon ? 'Kazandınız.' : `Kazanan: ${opponent}.`}`,
    /** To the player who reported the score: the disputing player's reason is for the staff only. */
    resultDisputedForYou: (by: string, score: string) =>
      `${by}, girdiğiniz sonuca itiraz etti${yourScore(by, score)}. Kararı lig yönetimi verecek.`,
    youMovedUp: (rank: number) => ` Sıralamada ${rank}. sıraya yükseldiniz.`,
    opponentMovedUp: (opponent: string, rank: number) => ` ${opponent} sıralamada ${rank}. sıraya yükseldi.`,
    /** To the challenged player who lost: where the challenger went, and where the reader now stands. */
    opponentMovedUpYouDown: (opponent: string, rank: number, yourRank: number) =>
      ` ${opponent} sıralamada ${rank}. sıraya yükseldi; siz ${yourRank}. sıraya indiniz.`,
    /** To each player between the two whom the winning challenger jumped over. */
    passedByWinner: (league: string, winner: string, yourRank: number) =>
      `${league}: ${winner} maç kazanarak üstünüze çıktı; yeni sıranız ${yourRank}.`,
    /** The same, when the challenger moved up because the opponent rejected the offer (spec §4). */
    passedByRejection: (league: string, winner: string, yourRank: number) =>
      `${league}: ${winner}, maç teklifi reddedildiği için hükmen galip sayılarak üstünüze çıktı; yeni sıranız ${yourRank}.`,
    /** The same, when staff corrected a result to give the challenger the win. */
    passedByCorrection: (league: string, winner: string, yourRank: number) =>
      `${league}: ${winner}, lig yönetiminin düzelttiği maç sonucuyla üstünüze çıktı; yeni sıranız ${yourRank}.`,
    /** The same, when staff cancelled the match because the opponent did not show up. */
    passedByNoShow: (league: string, winner: string, yourRank: number) =>
      `${league}: ${winner}, rakibi maça gelmediği için hükmen galip sayılarak üstünüze çıktı; yeni sıranız ${yourRank}.`,
    /** The same, when the opponent left the challenger's time proposals unanswered past the play deadline. */
    passedByOverdue: (league: string, winner: string, yourRank: number) =>
      `${league}: ${winner}, rakibi zaman önerilerine süresinde yanıt vermediği için hükmen galip sayılarak üstünüze çıktı; yeni sıranız ${yourRank}.`,
    /**
     * A correction by staff; `rank`, when the correction moved the reader on the ladder, their rank
     * before and after it.
     */
    resultCorrected: (
      opponent: string,
      score: string,
      youWon: boolean,
      rank?: { from: number; to: number },
    ) =>
      `${opponent} ile maçınızın sonucu lig yönetimi tarafından düzeltildi${yourScore(opponent, score)}. ${youWon ? 'Kazandınız.' : `Kazanan: ${opponent}.`}${
        rank
          ? ` Sıralamada ${rank.from}. sıradan ${rank.to}. sıraya ${rank.to < rank.from ? 'yükseldiniz' : 'indiniz'}.`
          : ''
      }`,
    /** To each player between the two whom a correction taking the challenger's win back moved up again. */
    passedBackByCorrection: (league: string, challenger: string, yourRank: number) =>
      `${league}: lig yönetimi ${challenger} oyuncusunun maç sonucunu düzelttiği için ${challenger} eski sırasına döndü; yeni sıranız ${yourRank}.`,
    /** A match cancelled by staff after its deadline; `noShow` says who did not come, if anyone. */
    /** `disputed`: staff cancelled a match whose reported score was disputed (it was not played). */
    /** Staff cancelled the match: past its deadline, after a dispute, or before its deadline ('early'). */
    matchCancelled: (
      opponent: string,
      noShow: 'you' | 'opponent' | null,
      why: 'overdue' | 'disputed' | 'early' = 'overdue',
    ) =>
      `${
        why === 'disputed'
          ? `${opponent} ile maçınızın girilen skoruna itiraz edilmişti; lig yönetimi maçı iptal etti ve skor geçersiz sayıldı.`
          : why === 'early'
            ? `${opponent} ile maçınız lig yönetimi tarafından iptal edildi; maç oynanmayacak.`
            : `${opponent} ile maçınız süresinde oynanmadığı için iptal edildi.`
      }${
        noShow === 'you'
          ? ' Maça gelmediğiniz için rakibiniz hükmen galip sayıldı.'
          : noShow === 'opponent'
            ? ` ${opponent} maça gelmediği için hükmen galip sayıldınız.`
            : why === 'early'
              ? ' Sıralama değişmedi; tekrar teklif için bekleme süresi uygulanmaz.'
              : ' Sıralama değişmedi.'
      }`,
    matchCancelledTogether: (opponent: string) =>
      `${opponent} ile maçınız ikinizin onayıyla iptal edildi. Sıralama değişmedi; tekrar teklif için bekleme süresi uygulanmaz.`,
    overdueWalkover: (opponent: string, youLost: boolean) =>
      youLost
        ? `${opponent} ile maçınız son gününe kadar oynanmadı. Rakibinizin zaman önerisine yanıt vermediğiniz için hükmen yenik sayıldınız.`
        : `${opponent} ile maçınız son gününe kadar oynanmadı. ${opponent} zaman önerinize yanıt vermediği için hükmen galip sayıldınız.`,
  },
  /** The staff home (dashboard top and /admin): what waits for an admin or a league's moderator. */
  staffHome: {
    title: 'Sizi bekleyenler',
    lead: 'Yönettiğiniz liglerde ilgilenmeniz gereken işler.',
    loadError: 'Bekleyen işler yüklenemedi.',
    pendingApplications: 'Bekleyen başvuru',
    disputedResults: 'İtiraz edilen sonuç',
    overdueMatches: 'Süresi geçen maç',
    failedMails: 'Gönderilemeyen e-posta',
    nothing: 'Şu an sizi bekleyen bir iş yok.',
  },
  /** The second step before a removal (nothing destructive on a single tap). */
  confirmations: {
    removePlayerTitle: 'Oyuncuyu ligden çıkar',
    removePlayer: (name: string, rank: number) =>
      `${name} (${rank}. sıra) ligden çıkarılacak; altındaki oyuncular birer sıra yükselecek ve oynanmamış maçları iptal edilip rakiplerine bildirilecek. Oyuncuyu yeniden eklerseniz sıralamanın sonuna eklenir.`,
    removePlayerConfirm: 'Ligden Çıkar',
    removeModeratorTitle: 'Moderatörü kaldır',
    removeModerator: (name: string) =>
      `${name} bu ligin moderatörlüğünden çıkarılacak; lige ait başvuruları ve oyuncuları artık yönetemeyecek. Kendisine bildirim gönderilir.`,
    removeModeratorConfirm: 'Moderatörü Kaldır',
    deleteLogTitle: 'Kaydı sil',
    deleteLog: (subject: string) =>
      `"${subject}" kaydı silinecek. Silinen kayıtlar "Silinmiş" süzgecinde görünmeye devam eder.`,
    deleteLogConfirm: 'Sil',
    cancel: 'Vazgeç',
  },
} as const;
