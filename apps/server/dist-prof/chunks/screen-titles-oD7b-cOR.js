// ../portal/src/screens/screen-titles.ts
/** Each screen's name, used for the document title and screens not built yet. */
var SCREEN_TITLE = {
	home: { id: "2Uab1U" },
	"my-orders": { id: "bnKr2F" },
	pincode: { id: "eeFRXO" },
	"delivery-issue": { id: "3Ialnc" },
	reverse: { id: "1gefLi" },
	"reverse-issue": { id: "n/W+/C" },
	"update-contact": { id: "k1l3zO" },
	login: { id: "z0t9bb" },
	returns: { id: "CahxDH" },
	"returns-status": { id: "2vYOvZ" },
	exchange: { id: "Citz6F" },
	"exchange-status": { id: "VPhxA2" }
};
export { SCREEN_TITLE as t };
