/**
 * The note under every service and package page's legal content, in Hindi (issue 29), hand-written
 * from `reviewNoteText` in ../service-pages.ts: the same date and the same advice.
 */
export const reviewNoteTextHi =
  "चारों श्रम संहिताएँ 21 नवंबर 2025 से लागू हैं, और उनके अंतर्गत केंद्र और राज्यों के नियम अब भी अधिसूचित हो रहे हैं, इसलिए आँकड़े, फ़ॉर्म और नियत तारीख़ें बदलती रहती हैं। राजस्थान में अभी बदलाव का दौर चल रहा है। इस पेज को एक सारांश मानें, और कोई क़दम उठाने से पहले संबंधित विभाग या प्राधिकरण से, या हमसे, वर्तमान स्थिति की पुष्टि कर लें।";
