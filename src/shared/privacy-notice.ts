// KVKK (6698 sayılı Kişisel Verilerin Korunması Kanunu): the information text (Aydınlatma Metni)
// shown at sign-up and at /aydinlatma-metni. The Super Admin may replace it in /settings; until
// then this built-in text is version 1.

/** The version of the built-in text; the first saved text is version 2. */
export const DEFAULT_PRIVACY_NOTICE_VERSION = 1;

/** The longest information text the Super Admin may save (characters). */
export const PRIVACY_NOTICE_MAX_LENGTH = 20_000;

/** The name a deleted account's past results show in place of the player's own. */
export const DELETED_PLAYER_NAME = 'Silinmiş oyuncu';

export const DEFAULT_PRIVACY_NOTICE = `KİŞİSEL VERİLERİN KORUNMASI HAKKINDA AYDINLATMA METNİ

Bu metin, 6698 sayılı Kişisel Verilerin Korunması Kanunu'nun ("KVKK") 10. maddesi uyarınca, Raket tenis merdiven ligi portalını kullanan oyuncuları bilgilendirmek için hazırlanmıştır.

1. Veri sorumlusu
Kişisel verileriniz, bu portalı işleten ve ligleri düzenleyen tenis kulübü tarafından veri sorumlusu sıfatıyla işlenir. Kulübe portaldaki yöneticiler aracılığıyla ulaşabilirsiniz.

2. İşlenen kişisel veriler
- Kimlik ve iletişim bilgileri: adınız, soyadınız, e-posta adresiniz, telefon numaranız.
- Profil bilgileri: doğum tarihiniz, cinsiyetiniz, yaşadığınız il.
- Lig bilgileri: katıldığınız ligler, başvurularınız, sıralamanız ve sıralama geçmişiniz, maç teklifleriniz, maçlarınız ve sonuçları, mazeretleriniz.
- Hesap ve kullanım bilgileri: şifrenizin geri döndürülemez özeti, oturum kayıtları, bildirimleriniz ve bildirim tercihleriniz, bu metni onayladığınız tarih.

3. İşleme amaçları ve hukuki sebepler
Verileriniz; hesabınızı oluşturmak ve korumak, lig başvurularınızı değerlendirmek, sıralamayı tutmak, maç teklifi ve maç ayarlamak, rakibinizle iletişim kurmanızı sağlamak, sonuçları duyurmak ve size bildirim göndermek amaçlarıyla işlenir. Hukuki sebep, KVKK m. 5/2-c uyarınca üyelik ilişkisinin kurulması ve ifası için gerekli olması ile m. 5/2-f uyarınca ligin düzenli yürütülmesindeki meşru menfaattir.

4. Kimlerle paylaşılır
Adınız ve soyadınız, sıralamanız ve maç sonuçlarınız ligin diğer oyuncularına ve ziyaretçilere gösterilir. Telefon numaranız ve e-posta adresiniz yalnızca maç ayarladığınız rakibinize ve lig yöneticilerine gösterilir. E-postalar, kulübün kullandığı e-posta hizmeti aracılığıyla gönderilir. Verileriniz bunların dışında üçüncü kişilere aktarılmaz.

5. Saklama süresi
Verileriniz hesabınız açık olduğu sürece saklanır. Hesabınızı sildiğinizde kişisel bilgileriniz (ad, soyad, e-posta, telefon, doğum tarihi, profil bilgileri) hemen silinir; geçmiş maç sonuçları, rakiplerinizin maç geçmişi doğru kalsın diye adınız yerine "${DELETED_PLAYER_NAME}" yazılarak saklanır.

6. KVKK'nın 11. maddesindeki haklarınız
Kulübe başvurarak; kişisel verilerinizin işlenip işlenmediğini öğrenme, işlenmişse bilgi talep etme, işlenme amacını ve amacına uygun kullanılıp kullanılmadığını öğrenme, yurt içinde veya yurt dışında aktarıldığı üçüncü kişileri bilme, eksik veya yanlış işlenmişse düzeltilmesini isteme, KVKK m. 7 çerçevesinde silinmesini veya yok edilmesini isteme, bu işlemlerin verilerin aktarıldığı üçüncü kişilere bildirilmesini isteme, münhasıran otomatik sistemlerle analiz edilmesi sonucu aleyhinize bir sonucun ortaya çıkmasına itiraz etme ve kanuna aykırı işleme sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep etme haklarına sahipsiniz.

7. Haklarınızı nasıl kullanırsınız
- Verilerinizin bir kopyasını, giriş yaptıktan sonra Profil sayfasındaki "Verilerimi indir" düğmesiyle dilediğiniz an indirebilirsiniz.
- Bilgilerinizi Profil sayfasından kendiniz düzeltebilirsiniz.
- Hesabınızı Profil sayfasındaki "Hesabımı sil" düğmesiyle, şifrenizi girerek silebilirsiniz.
- Diğer talepleriniz için portalın yöneticilerine yazabilirsiniz; talebiniz en geç 30 gün içinde ücretsiz olarak yanıtlanır.`;
