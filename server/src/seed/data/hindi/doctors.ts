import type { DoctorHindi } from './content-versions';

/**
 * The doctors' Hindi texts, keyed by slug (../doctors.ts). Degrees keep their Latin letters
 * (MBBS, MS) as they are printed on Indian prescriptions; the subject in brackets is in Hindi.
 */
export const doctorsHindi: Record<string, DoctorHindi> = {
  'dr-rajesh-sharma': {
    name: 'डॉ. राजेश शर्मा',
    specialization: 'गुदा रोग (Proctology)',
    qualification: 'MBBS, MS (जनरल सर्जरी), FMAS',
    bio: 'डॉ. राजेश शर्मा 18 साल से बवासीर और गुदा के दूसरे रोगों का उपचार कर रहे हैं, पहले एक ज़िला अस्पताल में और अब शांति केयर क्लिनिक में। वे पहले खानपान और दवाओं से शुरुआत करना पसंद करते हैं। कोई भी फ़ैसला लेने से पहले वे हर विकल्प, लेज़र उपचार (laser treatment) समेत, आसान शब्दों में समझाते हैं।',
    expertise: [
      'बवासीर (piles)',
      'लेज़र हेमरॉयडोप्लास्टी (laser haemorrhoidoplasty)',
      'रबर बैंड लाइगेशन (rubber band ligation)',
      'फिशर (anal fissure)',
      'कब्ज़ की देखभाल',
    ],
    languages: ['हिंदी', 'अंग्रेज़ी'],
  },
  'dr-anita-verma': {
    name: 'डॉ. अनीता वर्मा',
    specialization: 'भगंदर और फिशर का उपचार',
    qualification: 'MBBS, MS (जनरल सर्जरी), FIAGES',
    bio: 'डॉ. अनीता वर्मा भगंदर (fistula-in-ano), पाइलोनिडल साइनस और फिशर का उपचार करती हैं। उनका ख़ास ध्यान रहता है कि रिकवरी जल्दी हो और ड्रेसिंग आसान रहे। महिला मरीज़ अक्सर कहती हैं कि जिन तकलीफ़ों को वे सालों से टालती आ रही थीं, उनके बारे में डॉ. अनीता से बात करना उन्हें आसान लगता है।',
    expertise: [
      'भगंदर (fistula-in-ano)',
      'लेज़र से भगंदर बंद करना (FiLaC)',
      'क्षार सूत्र के बाद की जाँच (kshar sutra follow-up)',
      'पाइलोनिडल साइनस (pilonidal sinus)',
      'पुराना फिशर (chronic fissure)',
    ],
    languages: ['हिंदी', 'अंग्रेज़ी', 'मराठी'],
  },
  'dr-sameer-khan': {
    name: 'डॉ. समीर ख़ान',
    specialization: 'मूत्र रोग (Urology)',
    qualification: 'MBBS, MS (जनरल सर्जरी), MCh (यूरोलॉजी)',
    bio: 'डॉ. समीर ख़ान यूरोलॉजिस्ट (urologist) हैं। वे हर उम्र के पुरुषों को देखते हैं, जिन्हें हाइड्रोसील, वैरिकोसील, हर्निया जैसी सूजन या प्रोस्टेट की तकलीफ़ हो। ऑपरेशन की सलाह देने से पहले वे क्लिनिक में ही अल्ट्रासाउंड (ultrasound) जाँच से सूजन का कारण पक्का करते हैं।',
    expertise: ['हाइड्रोसील (hydrocele)', 'वैरिकोसील (varicocele)', 'अंडकोष की सूजन', 'प्रोस्टेट का बढ़ना'],
    languages: ['हिंदी', 'अंग्रेज़ी', 'उर्दू'],
  },
  'dr-vikram-singh': {
    name: 'डॉ. विक्रम सिंह',
    specialization: 'यौन स्वास्थ्य (Sexual Medicine)',
    qualification: 'MBBS, MD (मनोरोग), सेक्सुअल मेडिसिन में फ़ेलोशिप',
    bio: 'डॉ. विक्रम सिंह पुरुषों और दंपतियों की मदद करते हैं, जिन्हें इरेक्शन में कठिनाई, जल्दी स्खलन, इच्छा में कमी और इनके साथ अक्सर आने वाली चिंता हो। परामर्श आराम से और पूरी तरह गोपनीय होता है। वे केवल तकलीफ़ ही नहीं, बल्कि नींद, तनाव, डायबिटीज़ और ब्लड प्रेशर को भी देखते हैं।',
    expertise: [
      'इरेक्शन की समस्या (erectile dysfunction)',
      'जल्दी स्खलन (premature ejaculation)',
      'यौन इच्छा में कमी (low libido)',
      'प्रदर्शन की चिंता (performance anxiety)',
      'दंपति परामर्श (couple counselling)',
    ],
    languages: ['हिंदी', 'अंग्रेज़ी', 'पंजाबी'],
  },
  'dr-meena-iyer': {
    name: 'डॉ. मीना अय्यर',
    specialization: 'हड्डी और जोड़ रोग (Orthopaedics)',
    qualification: 'MBBS, MS (ऑर्थोपेडिक्स)',
    bio: 'डॉ. मीना अय्यर घुटने, कमर और कंधे के दर्द का उपचार करती हैं। इंजेक्शन या ऑपरेशन से पहले वे व्यायाम, वज़न और बैठने-खड़े होने के सही तरीके पर ज़ोर देती हैं। वे क्लिनिक के फ़िज़ियोथेरेपिस्ट के साथ मिलकर काम करती हैं और हर मरीज़ को घर पर करने के लिए व्यायाम की एक आसान योजना लिखकर देती हैं।',
    expertise: [
      'घुटने का ऑस्टियोआर्थराइटिस (knee osteoarthritis)',
      'कमर के निचले हिस्से का दर्द (low back pain)',
      'फ्रोज़न शोल्डर (frozen shoulder)',
      'खेल में लगी चोटें (sports injuries)',
      'ऑस्टियोपोरोसिस (osteoporosis)',
    ],
    languages: ['हिंदी', 'अंग्रेज़ी', 'तमिल'],
  },
  'dr-pooja-agarwal': {
    name: 'डॉ. पूजा अग्रवाल',
    specialization: 'गुदा रोग (Proctology)',
    qualification: 'MBBS, DNB (जनरल सर्जरी)',
    bio: 'डॉ. पूजा अग्रवाल क्लिनिक में सुबह की प्रॉक्टोलॉजी (proctology) ओपीडी और लेज़र प्रक्रिया के बाद की फ़ॉलो-अप जाँच देखती हैं। वे खानपान की साफ़ सलाह के लिए जानी जाती हैं, और रिकवरी के पहले हफ़्ते में मरीज़ों से फ़ोन पर हालचाल भी पूछती हैं।',
    expertise: [
      'बवासीर (piles)',
      'प्रक्रिया के बाद की देखभाल',
      'फिशर (anal fissure)',
      'खानपान की सलाह',
    ],
    languages: ['हिंदी', 'अंग्रेज़ी'],
  },
  'dr-arun-mishra': {
    name: 'डॉ. अरुण मिश्रा',
    specialization: 'हड्डी और जोड़ रोग (Orthopaedics)',
    qualification: 'MBBS, D.Ortho, DNB (ऑर्थोपेडिक्स)',
    bio: 'डॉ. अरुण मिश्रा क्लिनिक के वरिष्ठ ऑर्थोपेडिक सलाहकार हैं। उन्हें गठिया (arthritis) और रीढ़ की देखभाल में 20 साल से ज़्यादा का अनुभव है। इस समय वे छुट्टी पर हैं, इसलिए उनके साथ नए अपॉइंटमेंट अभी बंद हैं। उनके मरीज़ों को डॉ. मीना अय्यर देख रही हैं।',
    expertise: ['गठिया (arthritis)', 'रीढ़ की देखभाल', 'गाउट (gout)', 'जोड़ों में इंजेक्शन'],
    languages: ['हिंदी', 'अंग्रेज़ी', 'भोजपुरी'],
  },
};
